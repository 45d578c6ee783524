package platform

import (
	"net/http"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/vaults"
)

// createSecret is the create hook of secrets: it builds the record of a
// new one, without its value, in the vault that vault_id or vault_name
// names, within the quota of secrets.
func (s *account) createSecret(c *api.Call, p *vaults.SecretCreateParams) (*vaults.Secret, error) {
	v, err := s.secretVault(p)
	if err != nil {
		return nil, err
	}
	if err := s.uniqueSecretName(v.ID, "", p.Name); err != nil {
		return nil, err
	}
	if limit := s.engine.Config.Quotas.Secrets; api.OverQuota(s.engine.Records.Secrets.Len(), limit) {
		return nil, api.Errorf(http.StatusBadRequest, api.CodeSecretQuota,
			"you've reached the maximum number of secrets (%d) allowed for vault %s under your current plan; the limit counts the secrets of every vault", limit, v.ID)
	}
	by := &ingress.Ref{ID: c.Caller.ID}
	sec := &vaults.Secret{
		Name:      p.Name,
		CreatedBy: by, LastUpdatedBy: by, Vault: s.engine.RefTo(v.ID), VaultName: v.Name,
	}
	s.engine.Records.VaultSecrets[v.ID].Put(c.ID, sec)
	return sec, nil
}

// updateSecret is the update hook of secrets: it returns the record
// changed. A new value changes only UpdatedAt and LastUpdatedBy.
func (s *account) updateSecret(c *api.Call, sec vaults.Secret, p *vaults.SecretUpdateParams) (*vaults.Secret, error) {
	if p.Name != nil && *p.Name != sec.Name {
		if err := s.uniqueSecretName(sec.Vault.ID, sec.ID, *p.Name); err != nil {
			return nil, err
		}
		sec.Name = *p.Name
	}
	sec.UpdatedAt, sec.LastUpdatedBy = c.Now, &ingress.Ref{ID: c.Caller.ID}
	s.engine.Records.VaultSecrets[sec.Vault.ID].Put(sec.ID, &sec)
	return &sec, nil
}

// deleteSecret is the delete hook of secrets: it takes the secret out of
// its vault's list.
func (s *account) deleteSecret(c *api.Call, sec *vaults.Secret) error {
	s.engine.Records.VaultSecrets[sec.Vault.ID].Delete(sec.ID)
	return nil
}

// secretVault returns the vault that a new secret's vault_id or
// vault_name names (Validate has checked that exactly one is set).
func (s *account) secretVault(p *vaults.SecretCreateParams) (*vaults.Vault, error) {
	if p.VaultID != "" {
		v, ok := s.engine.Records.Vaults.Get(p.VaultID)
		if !ok {
			return nil, api.Errorf(http.StatusBadRequest, api.CodeVaultIDNotFound, "vault_id: vault with ID %q not found", p.VaultID)
		}
		return v, nil
	}
	v := s.engine.Records.Vaults.Find(func(v *vaults.Vault) bool { return v.Name == p.VaultName })
	if v == nil {
		return nil, api.Errorf(http.StatusBadRequest, api.CodeVaultNameNotFound, "vault_name: no vault named %q", p.VaultName)
	}
	return v, nil
}

// uniqueSecretName returns an error if a secret of the vault vaultID
// other than self has name.
func (s *account) uniqueSecretName(vaultID, self, name string) error {
	other := s.engine.Records.VaultSecrets[vaultID].Find(func(sec *vaults.Secret) bool { return sec.ID != self && sec.Name == name })
	if other != nil {
		return api.Errorf(http.StatusConflict, api.CodeSecretNameTaken, "name: secret %s of vault %s is already named %q; secret names are unique within a vault", other.ID, vaultID, name)
	}
	return nil
}

// listVaultSecrets serves a page of the secrets of one vault, paged like
// every list; a vault that does not exist is not found.
func (s *account) listVaultSecrets(r *http.Request) (int, any, error) {
	id := r.PathValue("id")
	s.engine.Mu.RLock()
	held, ok := s.engine.Records.VaultSecrets[id]
	s.engine.Mu.RUnlock()
	if !ok {
		return 0, nil, api.NotFound(wire.Vaults.Kind, id)
	}
	return api.ListPage(s.engine, r, held, wire.Secrets.Prefix, wire.Vaults.Path+"/"+id+"/secrets", wire.Secrets.Member)
}
