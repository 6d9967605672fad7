// The system SQLite (Debian's libsqlite3-dev), and nothing else.
#include <sqlite3.h>
