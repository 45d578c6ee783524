package ingresstest

import (
	"errors"
	"fmt"
	"slices"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// DefaultMaxAccounts is how many accounts, besides the default one, a
// server holds at once unless WithMaxAccounts sets another number. An
// account that is closed (Server.Close, DELETE on the control API) or
// removed by Reset frees its place, so a suite may make and remove any
// number of accounts in a run as long as no more than this many are held
// together.
const DefaultMaxAccounts = 1000

// MaxAccountsLimit is the largest number WithMaxAccounts takes: the ID
// streams that keep the IDs of accounts apart number this many.
const MaxAccountsLimit = controlStream - 1

// ErrTooManyAccounts is the error, wrapped, of NewAccount on a server
// that holds as many accounts as WithMaxAccounts allows; over the control
// API it answers 409 with CodeTooManyAccounts.
var ErrTooManyAccounts = errors.New("the server holds as many accounts as it may")

// CodeTooManyAccounts: POST ControlPrefix+"accounts" on a server that
// holds as many accounts as WithMaxAccounts allows (409); deleting one
// makes room.
const CodeTooManyAccounts = "ERR_INGRESSTEST_TOO_MANY_ACCOUNTS"

// WithMaxAccounts bounds how many accounts, besides the default one, the
// server holds at once: NewAccount past the bound fails with an error
// that wraps ErrTooManyAccounts, and Restore refuses a snapshot of more.
// Zero keeps DefaultMaxAccounts; NewServer panics on a number below zero
// or above MaxAccountsLimit.
func WithMaxAccounts(n int) Option {
	if n < 0 || n > MaxAccountsLimit {
		panic(fmt.Sprintf("ingresstest: WithMaxAccounts: %d is not between 0 and %d", n, MaxAccountsLimit))
	}
	return func(o *options) { o.maxAccounts = n }
}

// maxAccounts returns the bound on the accounts held besides the default
// one.
func (set *accountSet) maxAccounts() int {
	if set.limit > 0 {
		return set.limit
	}
	return DefaultMaxAccounts
}

// takeIDs returns the ID generator of a new account, the generator of a
// removed account when there is one and a new stream otherwise, or an
// error when the server holds as many accounts as it may. The caller
// holds set.mu.
func (set *accountSet) takeIDs(cfg config) (*store.IDGen, error) {
	if held := len(set.byID) - 1; held >= set.maxAccounts() {
		return nil, fmt.Errorf("new account: %w: %d besides the default one (WithMaxAccounts, ingress-fake -max-accounts); delete one to make room", ErrTooManyAccounts, held)
	}
	if n := len(set.free); n > 0 {
		ids := set.free[n-1]
		set.free = set.free[:n-1]
		return ids, nil
	}
	if set.made >= MaxAccountsLimit {
		return nil, fmt.Errorf("new account: %w: every one of the %d ID streams is in use", ErrTooManyAccounts, MaxAccountsLimit)
	}
	set.made++
	return newAccountIDs(cfg.now, cfg.idSeed, uint16(set.made)), nil
}

// release gives the ID generator of acct, an account that the server no
// longer holds, to the accounts made after it; the generator of an
// account that Restore made stays its own, since Reset holds the account
// again. The caller holds set.mu.
func (set *accountSet) release(acct *Server) {
	if !slices.Contains(set.restored, acct) {
		set.free = append(set.free, acct.engine.IDs)
	}
}
