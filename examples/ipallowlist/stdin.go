package main

import (
	"fmt"
	"io"
	"os"
)

// announceStdin says what the command expects when it is about to read the
// CIDRs from in and in is a terminal, where it would otherwise wait
// silently for input that the user does not know to type.
func announceStdin(in *os.File, w io.Writer) {
	info, err := in.Stat()
	if err != nil || info.Mode()&os.ModeCharDevice == 0 {
		return
	}
	fmt.Fprintln(w, "ipallowlist: reading IP addresses or CIDR ranges from standard input, one per line; end with Ctrl-D (Ctrl-Z then Enter on Windows), or pass -file")
}
