package platform

import (
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/vaults"
)

// registerVaults serves vaults, their secrets, and the list of the secrets
// of one vault. A secret's value is checked and then dropped: no record
// holds it, so no response, event or error can show it. A vault is
// deleted only when it holds no secret, as the API documents.
func registerVaults(s *account) {
	api.ServeResource(s.engine, s.engine.Records.Vaults, api.Resource[vaults.Vault, vaults.VaultCreateParams, vaults.VaultUpdateParams]{
		Wire:   wire.Vaults,
		Create: s.createVault, Update: s.updateVault, Delete: s.deleteVault,
	})
	api.ServeResource(s.engine, s.engine.Records.Secrets, api.Resource[vaults.Secret, vaults.SecretCreateParams, vaults.SecretUpdateParams]{
		Wire:   wire.Secrets,
		Create: s.createSecret, Update: s.updateSecret, Delete: s.deleteSecret,
	})
	s.engine.Serve("GET "+wire.VaultSecrets, s.engine.Answers.Handle(s.listVaultSecrets))
}

// createVault is the create hook of vaults: it builds the record of a new
// one, with an empty list of secrets, within the quota of vaults.
func (s *account) createVault(c *api.Call, p *vaults.VaultCreateParams) (*vaults.Vault, error) {
	if limit := s.engine.Config.Quotas.Vaults; api.OverQuota(s.engine.Records.Vaults.Len(), limit) {
		return nil, api.Errorf(http.StatusBadRequest, api.CodeVaultQuota,
			"you've reached the maximum number of vaults (%d) under your current plan", limit)
	}
	if err := s.uniqueVaultName("", p.Name); err != nil {
		return nil, err
	}
	s.engine.Records.VaultSecrets[c.ID] = store.NewTable[vaults.Secret]()
	return &vaults.Vault{
		Name:      p.Name,
		CreatedBy: c.Caller.ID, LastUpdatedBy: c.Caller.ID,
	}, nil
}

// updateVault is the update hook of vaults: it returns the record
// changed. A new name is given to the vault's secrets too.
func (s *account) updateVault(c *api.Call, v vaults.Vault, p *vaults.VaultUpdateParams) (*vaults.Vault, error) {
	if p.Name != nil && *p.Name != v.Name {
		if err := s.uniqueVaultName(v.ID, *p.Name); err != nil {
			return nil, err
		}
		v.Name = *p.Name
		s.renameVaultSecrets(v.ID, v.Name)
	}
	v.UpdatedAt, v.LastUpdatedBy = c.Now, c.Caller.ID
	return &v, nil
}

// deleteVault is the delete hook of vaults: it refuses while the vault
// holds secrets.
func (s *account) deleteVault(c *api.Call, v *vaults.Vault) error {
	if held := s.engine.Records.VaultSecrets[v.ID].Find(func(*vaults.Secret) bool { return true }); held != nil {
		return api.Errorf(http.StatusConflict, api.CodeVaultNotEmpty, "vault %s still holds secrets (%s among them): a vault must be empty before it can be deleted", v.ID, held.ID)
	}
	delete(s.engine.Records.VaultSecrets, v.ID)
	return nil
}

// uniqueVaultName returns an error if a vault other than self has name.
func (s *account) uniqueVaultName(self, name string) error {
	if other := s.engine.Records.Vaults.Find(func(v *vaults.Vault) bool { return v.ID != self && v.Name == name }); other != nil {
		return api.Errorf(http.StatusConflict, api.CodeVaultNameTaken, "name: vault %s is already named %q; vault names are unique within an account", other.ID, name)
	}
	return nil
}

// renameVaultSecrets gives the secrets of the vault vaultID its new name.
func (s *account) renameVaultSecrets(vaultID, name string) {
	held := s.engine.Records.VaultSecrets[vaultID]
	held.All(func(id string, sec *vaults.Secret) bool {
		renamed := *sec
		renamed.VaultName = name
		held.Put(id, &renamed)
		s.engine.Records.Secrets.Put(id, &renamed)
		return true
	})
}
