"""The list scripts/hot-symbols writes: the functions the runs in WORK ran
(callgrind's N.out) and the data they touched (N.data, from data-touched.py),
each kind sorted by how many runs shared it, then by first use.

    order.py WORK ARCHIVE...   # ARCHIVE: the static libraries linked in
"""
import collections, glob, re, subprocess, sys

work, archives = sys.argv[1], sys.argv[2:]

# How many symbols of each name the binary holds.
held = collections.Counter()
for line in open(f"{work}/symbols"):
    fields = line.split()
    if len(fields) == 3:
        held[fields[2]] += 1


def ranked(runs):
    """Names in runs (each a list), most shared first, then by first use:
    what is first used together is laid together. (The order varies a
    little from one writing to the next, with Swift's hashing, seeded a
    process.)"""
    shared, first = collections.Counter(), {}
    for run in runs:
        for name in dict.fromkeys(run):
            shared[name] += 1
            first.setdefault(name, len(first))
    return sorted(first, key=lambda name: (-shared[name], first[name]))


def functions(path):
    for line in open(path):
        if m := re.match(r"c?fn=\(\d+\) (.+)$", line):
            yield re.sub(r"'\d+$", "", m.group(1))  # callgrind's marks of recursion


# The archives' objects the linker cannot split (one plain .text over 64 KB:
# Swift's standard library, its regex parser, SQLite's FTS5, …), each with
# the code it defines itself (not a weak copy the linker may take elsewhere).
unsplit = collections.defaultdict(set)
for archive in archives:
    for line in subprocess.run(["readelf", "-SW", archive], capture_output=True, text=True).stdout.splitlines():
        if line.startswith("File: "):
            member = line.rsplit("(", 1)[-1].rstrip(")")
        elif (m := re.match(r"\s*\[\s*\d+\] \.text\s+PROGBITS\s+\S+\s+\S+\s+(\S+)", line)) and int(m.group(1), 16) > 65536:
            unsplit[(archive, member)] = set()
    member = None
    for line in subprocess.run(["nm", archive], capture_output=True, text=True).stdout.splitlines():
        if line.endswith(":"):
            member = (archive, line[:-1])
        elif member in unsplit and len(line.split()) == 3 and line.split()[1] in "tT":
            unsplit[member].add(line.split()[2])

code = ranked(list(functions(path)) for path in sorted(glob.glob(f"{work}/*.out")))
# A local name held more than once pulls every holder forward. That costs
# little where each function has its own section, but an object the linker
# cannot split comes whole: such a name is listed only if none of its
# holders is one that no name held once pulls forward already.
once = {name for name in code if held[name] == 1}
cold = set().union(*(names for names in unsplit.values() if not names & once))
code = [name for name in code if held[name] == 1 or (held[name] > 1 and name not in cold)]
# glibc picks a variant of memcpy, strlen and the like for the CPU, and
# valgrind's lacks some of this machine's instructions: every variant of
# each that ran is listed.
variant = re.compile(r"(__\w+?)_(sse2|ssse3|avx|avx2|evex|avx512)")
ran = {m.group(1) for m in map(variant.match, code) if m}
listed = set(code)
code += [name for name in sorted(held) if (m := variant.match(name)) and m.group(1) in ran and name not in listed]

data = ranked(open(path).read().split() for path in sorted(glob.glob(f"{work}/*.data")))

print("# The functions, then the data, short commands use, for lld's")
print("# --symbol-ordering-file; written by scripts/hot-symbols, which says why.")
print("\n".join(code + data))
