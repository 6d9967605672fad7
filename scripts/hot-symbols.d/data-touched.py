"""The data symbols of BINARY a run reads or writes, each once, in the order
first touched: reads valgrind's lackey trace (--trace-mem=yes) on stdin.
Code is left to callgrind's list; here only data: the variables, metadata
and tables laid in .data, .rodata and .bss."""
import bisect, subprocess, sys

binary = sys.argv[1]
symbols = []
for line in subprocess.run(["nm", "-S", "-n", binary], capture_output=True, text=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 4 and fields[2] in "dDbBrRvV":
        symbols.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
symbols.sort()
starts = [start for start, _, _ in symbols]
low, high = symbols[0][0], symbols[-1][0] + symbols[-1][1]
seen = set()
for line in sys.stdin:
    # " L 04f2a0c8,8", " S …", " M …": a load, store or both; "I …" is code.
    if line[:1] != " " or line[1] not in "LSM":
        continue
    address = int(line[3:line.index(",")], 16)
    if not low <= address < high:
        continue  # the heap, the stack
    i = bisect.bisect_right(starts, address) - 1
    start, size, name = symbols[i]
    if address < start + max(size, 1) and name not in seen:
        seen.add(name)
        print(name)
