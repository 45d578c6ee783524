package ingresstest

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/vaults"
)

// accountState is one account in a snapshot.
type accountState struct {
	// ID, APIKey and AdminID are the account's ID, and the token of the
	// API key of its first admin user and that user's ID.
	ID      string `json:"id"`
	APIKey  string `json:"api_key"`
	AdminID string `json:"admin_id"`
	// IDs is the position of the account's ID generator.
	IDs store.IDState `json:"ids"`
	// Users are the account's users, bots included.
	Users []userState `json:"users"`
	// APIKeyTokens holds the ID of the API key of each token, which
	// authenticates requests.
	APIKeyTokens map[string]string `json:"api_key_tokens"`
	// Tables holds the records of each table (see stateTables).
	Tables map[string]json.RawMessage `json:"tables"`
	// SSHAuthorityKeys holds the private key of each SSH certificate
	// authority, PKCS #8 in PEM.
	SSHAuthorityKeys map[string]string `json:"ssh_authority_keys"`
	// AssignedAddrs are the reserved addresses ever assigned.
	AssignedAddrs []string `json:"assigned_addrs"`
	// DNSZone is the zone of the account's generated DNS names.
	DNSZone string `json:"dns_zone"`
	// ManagedKeys are the keys that managed certificates are made with.
	ManagedKeys managedKeysState `json:"managed_keys"`
	// AbuseReview holds the IDs of the abuse reports under review,
	// oldest first.
	AbuseReview []string `json:"abuse_review"`
}

// userState is a user in a snapshot.
type userState struct {
	ID    string `json:"id"`
	Admin bool   `json:"admin"`
}

// exportAccount copies the account's state under its lock for reading,
// holding it only to copy references, and returns the function that
// encodes the copy, which runs without it.
func (s *Server) exportAccount() func() (accountState, error) {
	st := accountState{Tables: map[string]json.RawMessage{}}
	encoders := map[string]func() (json.RawMessage, error){}
	var caKeys store.SSHCAKeys
	var keys *store.ManagedKeys
	s.engine.WithRLock(func() {
		st.ID, st.APIKey, st.AdminID = s.AccountID, s.APIKey, s.AdminID
		st.IDs = s.engine.IDs.State()
		for id, u := range s.engine.Records.Users {
			st.Users = append(st.Users, userState{ID: id, Admin: u.Admin})
		}
		st.APIKeyTokens = maps.Clone(s.engine.Records.Tokens)
		for name, t := range stateTables(&s.engine.Records) {
			encoders[name] = t.Export()
		}
		caKeys = maps.Clone(s.engine.Records.SSHCAKeys)
		st.AssignedAddrs = slices.Collect(maps.Keys(s.engine.Records.AssignedAddrs))
		st.DNSZone, keys = s.engine.Records.Provisioning.Zone, s.engine.Records.Provisioning.Keys
		st.AbuseReview = slices.Clone(s.engine.Records.AbuseReview.Queue)
	})
	return func() (accountState, error) {
		slices.SortFunc(st.Users, func(a, b userState) int { return cmpString(a.ID, b.ID) })
		slices.Sort(st.AssignedAddrs)
		for name, encode := range encoders {
			raw, err := encode()
			if err != nil {
				return accountState{}, fmt.Errorf("table %s: %w", name, err)
			}
			st.Tables[name] = raw
		}
		var err error
		if st.SSHAuthorityKeys, err = exportSSHKeys(caKeys); err != nil {
			return accountState{}, err
		}
		if st.ManagedKeys, err = exportManagedKeys(keys); err != nil {
			return accountState{}, err
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

// stageAccount reads the account's state into a new store and returns
// the function that gives it to s, which the caller runs with s's lock
// held. It changes nothing itself.
func (s *Server) stageAccount(st *accountState, rewrite func(json.RawMessage) (json.RawMessage, error)) (func(), error) {
	fresh := store.New(st.DNSZone, DefaultAbuseReviewTime)
	if st.DNSZone == "" {
		return nil, fmt.Errorf("account %s has no DNS zone", st.ID)
	}
	tables := stateTables(&fresh)
	for name := range st.Tables {
		if _, ok := tables[name]; !ok {
			return nil, fmt.Errorf("account %s: no table is named %q", st.ID, name)
		}
	}
	for name, t := range tables {
		raw, err := rewrite(st.Tables[name])
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
	var err error
	if fresh.SSHCAKeys, err = loadSSHKeys(st.SSHAuthorityKeys); err != nil {
		return nil, fmt.Errorf("account %s: %w", st.ID, err)
	}
	if fresh.Provisioning.Keys, err = st.ManagedKeys.load(); err != nil {
		return nil, fmt.Errorf("account %s: %w", st.ID, err)
	}
	fresh.AbuseReview.Queue = slices.Clone(st.AbuseReview)
	if fresh.VaultSecrets, err = secretsByVault(fresh.Vaults, fresh.Secrets); err != nil {
		return nil, fmt.Errorf("account %s: %w", st.ID, err)
	}
	moveIDs, err := store.StageIDs(s.engine.IDs, st.IDs)
	if err != nil {
		return nil, fmt.Errorf("account %s: %w", st.ID, err)
	}
	return func() {
		live := stateTables(&s.engine.Records)
		for name, t := range stateTables(&fresh) {
			live[name].Adopt(t)
		}
		s.engine.Records.Users, s.engine.Records.Tokens, s.engine.Records.SSHCAKeys, s.engine.Records.AssignedAddrs = fresh.Users, fresh.Tokens, fresh.SSHCAKeys, fresh.AssignedAddrs
		s.engine.Records.VaultSecrets = fresh.VaultSecrets
		s.engine.Records.Provisioning.Zone, s.engine.Records.Provisioning.Keys = fresh.Provisioning.Zone, fresh.Provisioning.Keys
		s.engine.Records.AbuseReview.Queue = fresh.AbuseReview.Queue
		s.AccountID, s.APIKey, s.AdminID = st.ID, st.APIKey, st.AdminID
		moveIDs()
	}, nil
}

// secretsByVault returns the secrets of each vault, by vault ID, as the
// list of one vault's secrets reads them. A secret outside every vault
// is an error.
func secretsByVault(vs *store.Table[vaults.Vault], secrets *store.Table[vaults.Secret]) (map[string]*store.Table[vaults.Secret], error) {
	out := make(map[string]*store.Table[vaults.Secret], vs.Len())
	for id := range vs.All {
		out[id] = store.NewTable[vaults.Secret]()
	}
	for id, sec := range secrets.All {
		if sec.Vault == nil || out[sec.Vault.ID] == nil {
			return nil, fmt.Errorf("secret %s is in no vault of the account", id)
		}
		out[sec.Vault.ID].Put(id, sec)
	}
	return out, nil
}
