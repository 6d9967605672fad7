# Sourced by the bench's parts that compare list of a menu with a feature
# against the menu without it (sets.bash, allergens.bash, counts.bash):
# instructions counted by callgrind, which the load on the machine does not
# move, so a limit such as 1.2x is checked on them, not on times taken
# while others build (issue 35).
command -v valgrind >/dev/null || scripts/setup valgrind >/dev/null 2>&1 \
  || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo; $sudo apt-get install -y -qq valgrind >/dev/null; }
menuctl_instructions() { # menuctl's words… → instructions executed, in millions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$menuctl" "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ printf "%.1f", $1 / 1e6 }'
}
