package snapshot

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// Account is one account in a snapshot.
type Account struct {
	// ID, APIKey and AdminID are the account's ID, and the token of the
	// API key of its first admin user and that user's ID.
	ID      string `json:"id"`
	APIKey  string `json:"api_key"`
	AdminID string `json:"admin_id"`
	// IDs is the position of the account's ID generator.
	IDs store.IDState `json:"ids"`
	// Users are the account's users, bots included.
	Users []User `json:"users"`
	// APIKeyTokens holds the ID of the API key of each token, which
	// authenticates requests.
	APIKeyTokens map[string]string `json:"api_key_tokens"`
	// Tables holds the records of each table (see Tables).
	Tables map[string]json.RawMessage `json:"tables"`
	// SSHAuthorityKeys holds the private key of each SSH certificate
	// authority, PKCS #8 in PEM.
	SSHAuthorityKeys map[string]string `json:"ssh_authority_keys"`
	// AssignedAddrs are the reserved addresses ever assigned.
	AssignedAddrs []string `json:"assigned_addrs"`
	// DNSZone is the zone of the account's generated DNS names.
	DNSZone string `json:"dns_zone"`
	// ManagedKeys are the keys that managed certificates are made with.
	ManagedKeys managedKeys `json:"managed_keys"`
	// AbuseReview holds the IDs of the abuse reports under review,
	// oldest first.
	AbuseReview []string `json:"abuse_review"`
}

// User is a user in a snapshot.
type User struct {
	ID    string `json:"id"`
	Admin bool   `json:"admin"`
}

// Copy copies the state of the account whose records and IDs these are,
// and whose ID, first admin's API key and that admin's ID are id, apiKey
// and adminID, only as references, and returns the function that encodes
// the copy. The caller holds the account's lock for reading while Copy
// runs, and not while the function it returns runs.
func Copy(records *store.Store, ids *store.IDGen, id, apiKey, adminID string) func() (Account, error) {
	st := Account{Tables: map[string]json.RawMessage{}}
	encoders := map[string]func() (json.RawMessage, error){}
	var caKeys store.SSHCAKeys
	var keys *store.ManagedKeys
	st.ID, st.APIKey, st.AdminID = id, apiKey, adminID
	st.IDs = ids.State()
	for userID, u := range records.Users {
		st.Users = append(st.Users, User{ID: userID, Admin: u.Admin})
	}
	st.APIKeyTokens = maps.Clone(records.Tokens)
	for name, t := range Tables(records) {
		encoders[name] = t.Export()
	}
	caKeys = maps.Clone(records.SSHCAKeys)
	st.AssignedAddrs = slices.Collect(maps.Keys(records.AssignedAddrs))
	st.DNSZone, keys = records.Provisioning.Zone, records.Provisioning.Keys
	st.AbuseReview = slices.Clone(records.AbuseReview.Queue)
	return func() (Account, error) {
		slices.SortFunc(st.Users, func(a, b User) int { return cmpString(a.ID, b.ID) })
		slices.Sort(st.AssignedAddrs)
		for name, encode := range encoders {
			raw, err := encode()
			if err != nil {
				return Account{}, fmt.Errorf("table %s: %w", name, err)
			}
			st.Tables[name] = raw
		}
		var err error
		if st.SSHAuthorityKeys, err = exportSSHKeys(caKeys); err != nil {
			return Account{}, err
		}
		if st.ManagedKeys, err = exportManagedKeys(keys); err != nil {
			return Account{}, err
		}
		return st, nil
	}
}

// cmpString compares two strings as sort functions do.
func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Stage reads the account's state into a new store, its tables' records
// rewritten by rewrite and its abuse reviews taking reviewDelay, and
// returns the function that gives it to the account whose records and IDs
// are live and ids, which the caller runs with that account's lock held.
// It changes nothing itself.
func Stage(st *Account, ids *store.IDGen, rewrite func(json.RawMessage) (json.RawMessage, error), reviewDelay time.Duration) (func(live *store.Store), error) {
	fresh := store.New(st.DNSZone, reviewDelay)
	if st.DNSZone == "" {
		return nil, fmt.Errorf("account %s has no DNS zone", st.ID)
	}
	tables := Tables(&fresh)
	saved, err := foldBotUsers(st.Tables)
	if err != nil {
		return nil, fmt.Errorf("account %s, %w", st.ID, err)
	}
	for name := range saved {
		if _, ok := tables[name]; !ok {
			return nil, fmt.Errorf("account %s: no table is named %q", st.ID, name)
		}
	}
	for name, t := range tables {
		raw, err := rewrite(saved[name])
		if err != nil {
			return nil, fmt.Errorf("account %s, table %s: %w", st.ID, name, err)
		}
		if err := t.Import(raw); err != nil {
			return nil, fmt.Errorf("account %s, table %s: %w", st.ID, name, err)
		}
	}
	for _, u := range st.Users {
		fresh.Users[u.ID] = &store.User{ID: u.ID, Admin: u.Admin}
	}
	if u := fresh.Users[st.AdminID]; u == nil || !u.Admin {
		return nil, fmt.Errorf("account %s: its admin %q is not an admin user of it", st.ID, st.AdminID)
	}
	maps.Copy(fresh.Tokens, st.APIKeyTokens)
	if _, ok := fresh.Tokens[st.APIKey]; !ok {
		return nil, fmt.Errorf("account %s: its API key is not one of its tokens", st.ID)
	}
	for _, addr := range st.AssignedAddrs {
		fresh.AssignedAddrs[addr] = true
	}
	if fresh.SSHCAKeys, err = loadSSHKeys(st.SSHAuthorityKeys); err != nil {
		return nil, fmt.Errorf("account %s: %w", st.ID, err)
	}
	if fresh.Provisioning.Keys, err = st.ManagedKeys.load(); err != nil {
		return nil, fmt.Errorf("account %s: %w", st.ID, err)
	}
	fresh.AbuseReview.Queue = slices.Clone(st.AbuseReview)
	if err = fresh.IndexVaultSecrets(); err != nil {
		return nil, fmt.Errorf("account %s: %w", st.ID, err)
	}
	moveIDs, err := store.StageIDs(ids, st.IDs)
	if err != nil {
		return nil, fmt.Errorf("account %s: %w", st.ID, err)
	}
	return func(live *store.Store) {
		liveTables := Tables(live)
		for name, t := range Tables(&fresh) {
			liveTables[name].Adopt(t)
		}
		live.Users, live.Tokens, live.SSHCAKeys, live.AssignedAddrs = fresh.Users, fresh.Tokens, fresh.SSHCAKeys, fresh.AssignedAddrs
		live.VaultSecrets = fresh.VaultSecrets
		live.Provisioning.Zone, live.Provisioning.Keys = fresh.Provisioning.Zone, fresh.Provisioning.Keys
		live.AbuseReview.Queue = fresh.AbuseReview.Queue
		moveIDs()
	}, nil
}
