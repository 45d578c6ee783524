package main

import (
	"flag"
	"fmt"
	"strconv"

	"github.com/ingresskit/ingress/ingresstest"
)

// journalFlags defines on fs the flags that bound the request journal of
// each account (see ingresstest.WithJournalLimits), and returns the
// limits they fill in as fs parses them.
func journalFlags(fs *flag.FlagSet) *ingresstest.JournalLimits {
	l := &ingresstest.JournalLimits{}
	for _, f := range []struct {
		name, what string
		def        int
		off        bool
		to         *int
	}{
		{"journal-entries", "the most requests each account's journal keeps, a `number`", ingresstest.DefaultJournalEntries, true, &l.Entries},
		{"journal-bytes", "the most bytes each account's journal keeps, a `number`", ingresstest.DefaultJournalBytes, false, &l.Bytes},
		{"journal-body-bytes", "how many bytes of each body, and of each request's method and path with its query, a journal entry keeps, a `number`; the rest is cut and marked", ingresstest.DefaultJournalBodyBytes, false, &l.BodyBytes},
		{"journal-total-bytes", "the most bytes the journals of all accounts keep together, a `number`; past it the oldest entries of any account go first", ingresstest.DefaultJournalTotalBytes, false, &l.TotalBytes},
	} {
		usage := fmt.Sprintf("%s (default %d)", f.what, f.def)
		if f.off {
			usage += "; -1 turns the journal off"
		}
		fs.Func(f.name, usage, func(s string) error {
			n, err := strconv.Atoi(s)
			if err != nil || n == 0 || n < -1 || (n == -1 && !f.off) {
				if f.off {
					return fmt.Errorf("want a number of at least 1, or -1 to turn the journal off, got %q", s)
				}
				return fmt.Errorf("want a number of at least 1, got %q", s)
			}
			*f.to = n
			return nil
		})
	}
	return l
}
