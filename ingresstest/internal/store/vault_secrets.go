package store

import (
	"fmt"

	"github.com/ingresskit/ingress/vaults"
)

// IndexVaultSecrets makes VaultSecrets anew from the tables of vaults and
// secrets, as a restore needs: the secrets of each vault, by vault ID, as
// the list of one vault's secrets reads them. A secret outside every
// vault is an error, and leaves VaultSecrets as it was.
func (st *Store) IndexVaultSecrets() error {
	vs, secrets := st.Vaults, st.Secrets
	out := make(map[string]*Table[vaults.Secret], vs.Len())
	for id := range vs.All {
		out[id] = NewTable[vaults.Secret]()
	}
	for id, sec := range secrets.All {
		if sec.Vault == nil || out[sec.Vault.ID] == nil {
			return fmt.Errorf("secret %s is in no vault of the account", id)
		}
		out[sec.Vault.ID].Put(id, sec)
	}
	st.VaultSecrets = out
	return nil
}
