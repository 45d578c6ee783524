package ingresstest

import (
	"crypto/subtle"
	"math"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/control"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// controlStream is the ID stream of what belongs to the server as a whole:
// the default account's ID and the operation IDs of control requests. Accounts made by NewAccount take the streams from 1
// up.
const controlStream = math.MaxUint16

// accountSet is what the server that NewServer returns keeps of the
// accounts NewAccount made, and of the control API.
type accountSet struct {
	// ids makes the control token, the default account's ID and the
	// operation IDs of control requests.
	ids *store.IDGen
	// opts are the options the server started with, which each new
	// account gets too.
	opts options
	// control routes the control API (see control.go).
	control *control.Router[*Server]

	mu sync.RWMutex
	// byID holds the accounts by account ID, the default one too.
	byID map[string]*Server
	// byToken remembers the account of each API key token seen, so that a
	// request finds its account without asking every account.
	byToken map[string]*Server
	// made counts the ID streams handed to accounts, which numbers the
	// next new one.
	made int
	// free holds the ID generators of the accounts NewAccount made that
	// were removed since, which new accounts take before a new stream: a
	// generator carries on from where its last account left it, so that
	// no ID repeats.
	free []*store.IDGen
	// limit is the most accounts, besides the default one, held at once.
	limit int
	// restored are the accounts that Restore made, which Reset keeps.
	restored []*Server
}

// newAccountIDs returns the ID generator of stream n: a stream of its
// own, so that the IDs of the account that holds it never collide with
// another account's, and with a seed, IDs that depend only on the
// server's seed, n and the requests of the accounts that held it.
func newAccountIDs(now func() time.Time, seed *uint64, n uint16) *store.IDGen {
	return store.NewIDGen(now, seed, n)
}

// top returns the server that holds the accounts: s itself, or the
// server whose NewAccount made s.
func (s *Server) top() *Server {
	if s.root != nil {
		return s.root
	}
	return s
}

// NewAccount adds an account to the server, empty but for an admin user
// and its API key, and returns the Server that stands for it: its URL is
// the server's, its AccountID, APIKey and AdminID are the new account's,
// its Client calls the API as that admin, and its hooks act on that
// account alone. Requests with the keys of an account see only its
// resources, users, rate limit, faults and events; an ID of another
// account answers as an ID that does not exist. The account starts with
// the options the server started with (page limits, rate limit, faults,
// delays), reads the same clock, and has IDs of its own, which never
// collide with another account's. Closing the returned Server removes the
// account; Reset removes every account NewAccount made.
func (s *Server) NewAccount() (*Server, error) {
	root := s.top()
	set := root.accounts
	set.mu.Lock()
	ids, err := set.takeIDs(root.cfg)
	set.mu.Unlock()
	if err != nil {
		return nil, err
	}

	acct := root.newAccountServer(ids)
	acct.AccountID = acct.engine.IDs.New("acct")
	acct.AdminID, acct.APIKey = acct.AddUser(true)
	acct.markStart()

	set.mu.Lock()
	defer set.mu.Unlock()
	set.byID[acct.AccountID] = acct
	set.byToken[acct.APIKey] = acct
	return acct, nil
}

// newAccountServer returns the Server of a new account of root, empty,
// whose IDs ids makes, with the options root started with; root does not
// hold it yet.
func (root *Server) newAccountServer(ids *store.IDGen) *Server {
	cfg := root.cfg
	acct := newServerWithIDs(root.URL, cfg, ids)
	acct.root, acct.http = root, root.http
	acct.capture.journal.Pool = root.capture.journal.Pool
	for _, configure := range root.accounts.opts.after {
		configure(acct)
	}
	return acct
}

// account returns the account with the given ID, the default one
// included.
func (s *Server) account(id string) (*Server, bool) {
	set := s.top().accounts
	set.mu.RLock()
	defer set.mu.RUnlock()
	a, ok := set.byID[id]
	return a, ok
}

// accountID returns the ID of the account s stands for, read under its
// lock: a restore changes the default account's ID.
func (s *Server) accountID() string {
	s.engine.Mu.RLock()
	defer s.engine.Mu.RUnlock()
	return s.AccountID
}

// removeAccount forgets an account NewAccount made: its keys stop
// authenticating, and its journal is emptied, which frees its bytes for
// the other accounts' journals.
func (s *Server) removeAccount(acct *Server) {
	set := s.accounts
	set.mu.Lock()
	defer set.mu.Unlock()
	if set.byID[acct.AccountID] != acct {
		return
	}
	delete(set.byID, acct.AccountID)
	for token, a := range set.byToken {
		if a == acct {
			delete(set.byToken, token)
		}
	}
	set.release(acct)
	acct.capture.journal.Clear()
}

// accountOfToken returns the account that holds the API key token: one
// NewAccount made, or s itself for the default account and for a token
// no account holds, which the default account then refuses.
func (s *Server) accountOfToken(token string) *Server {
	set := s.accounts
	set.mu.RLock()
	acct, known := set.byToken[token]
	set.mu.RUnlock()
	if known {
		return acct
	}
	if s.holdsToken(token) {
		return s
	}
	set.mu.RLock()
	var found *Server
	for _, a := range set.byID {
		if a != s && a.holdsToken(token) {
			found = a
			break
		}
	}
	set.mu.RUnlock()
	if found == nil {
		return s
	}
	set.mu.Lock()
	if _, live := set.byID[found.AccountID]; live {
		set.byToken[token] = found
	}
	set.mu.Unlock()
	return found
}

// holdsToken reports whether token is one of the account's API key
// tokens, or one of its tunnel credentials' authtokens, which the
// account then refuses as such.
func (s *Server) holdsToken(token string) bool {
	s.engine.Mu.RLock()
	defer s.engine.Mu.RUnlock()
	_, ok := s.engine.Records.Tokens[token]
	return ok || s.isTunnelToken(token)
}

// bearer returns the token of r's Authorization header, or "".
func bearer(r *http.Request) string {
	token, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return token
}

// isControlToken reports whether token is the server's control token.
func (s *Server) isControlToken(token string) bool {
	want := s.top().ControlToken
	return want != "" && subtle.ConstantTimeCompare([]byte(token), []byte(want)) == 1
}

// madeAccounts returns the accounts NewAccount made.
func (s *Server) madeAccounts() []*Server {
	set := s.accounts
	set.mu.RLock()
	defer set.mu.RUnlock()
	var out []*Server
	for _, a := range set.byID {
		if a != s {
			out = append(out, a)
		}
	}
	return out
}

// newAccountSet returns the accounts of root, which started with the
// options o: root's default account alone. It gives root its control
// token and account ID, and serves the control API.
func newAccountSet(root *Server, o options) *accountSet {
	ids := newAccountIDs(root.cfg.now, root.cfg.idSeed, controlStream)
	root.ControlToken = newControlToken(o)
	root.AccountID = ids.New("acct")
	set := &accountSet{
		ids: ids, opts: o, control: control.NewRouter(&root.engine.Answers, root, (*Server).accountID, root.account), limit: o.maxAccounts,
		byID: map[string]*Server{root.AccountID: root}, byToken: map[string]*Server{},
	}
	root.accounts = set
	root.registerControl()
	return set
}
