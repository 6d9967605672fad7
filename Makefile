# menuctl: build, test, install. The two commands a newcomer needs are in the
# README (scripts/demo and scripts/test); these targets wrap them.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(DESTDIR)$(PREFIX)/bin
DATADIR = $(DESTDIR)$(PREFIX)/share

.PHONY: all demo test bench install uninstall clean

all:
	scripts/build-release

demo:
	scripts/demo

test:
	scripts/test

bench:
	scripts/bench

# A statically linked binary (no Swift runtime needed where it goes; photos
# need `scripts/build-release --photos`: README), its
# completion scripts for bash, zsh and fish, and the man page, all written
# by the binary from its own command declarations.
install:
	scripts/setup build
	@bin=$$(scripts/build-release) && \
	install -d "$(BINDIR)" "$(DATADIR)/bash-completion/completions" "$(DATADIR)/zsh/site-functions" \
		"$(DATADIR)/fish/vendor_completions.d" "$(DATADIR)/man/man1" && \
	install -m 755 "$$bin" "$(BINDIR)/menuctl" && \
	"$$bin" --generate-completion-script bash > "$(DATADIR)/bash-completion/completions/menuctl" && \
	"$$bin" --generate-completion-script zsh > "$(DATADIR)/zsh/site-functions/_menuctl" && \
	"$$bin" --generate-completion-script fish > "$(DATADIR)/fish/vendor_completions.d/menuctl.fish" && \
	"$$bin" --generate-man-page > "$(DATADIR)/man/man1/menuctl.1" && \
	echo "installed menuctl in $(BINDIR)"

uninstall:
	rm -f "$(BINDIR)/menuctl" "$(DATADIR)/bash-completion/completions/menuctl" "$(DATADIR)/zsh/site-functions/_menuctl" \
		"$(DATADIR)/fish/vendor_completions.d/menuctl.fish" "$(DATADIR)/man/man1/menuctl.1"

clean:
	rm -rf .build demo
