package main

import (
	"flag"
	"fmt"
	"strconv"

	"github.com/ingresskit/ingress/ingresstest"
)

// maxAccountsFlag defines on fs the flag that bounds the accounts the
// server holds at once besides the default one (see
// ingresstest.WithMaxAccounts), and returns the bound it fills in as fs
// parses it; zero keeps the default.
func maxAccountsFlag(fs *flag.FlagSet) *int {
	n := new(int)
	usage := fmt.Sprintf("the most accounts, a `number`, that POST /_ingress/accounts and -state hold at once besides the default one; deleting one makes room (default %d, at most %d)", ingresstest.DefaultMaxAccounts, ingresstest.MaxAccountsLimit)
	fs.Func("max-accounts", usage, func(s string) error {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 || v > ingresstest.MaxAccountsLimit {
			return fmt.Errorf("want a number from 1 to %d, got %q", ingresstest.MaxAccountsLimit, s)
		}
		*n = v
		return nil
	})
	return n
}
