package vaults_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/vaults"
)

// tap is a transport that keeps the bodies of every request and response.
type tap struct {
	mu                  sync.Mutex
	requests, responses []string
}

func (tp *tap) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Body != nil {
		b, err := io.ReadAll(req.Body)
		if err != nil {
			return nil, err
		}
		req.Body = io.NopCloser(bytes.NewReader(b))
		tp.mu.Lock()
		tp.requests = append(tp.requests, string(b))
		tp.mu.Unlock()
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	b, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(b))
	tp.mu.Lock()
	tp.responses = append(tp.responses, string(b))
	tp.mu.Unlock()
	return resp, nil
}

// TestValueIsSentAndNeverReturned shows that the value reaches the API in
// the body's "value" member, on create and on update, and that no
// response, not even an error about the request, carries it back.
func TestValueIsSentAndNeverReturned(t *testing.T) {
	srv := testkit.NewServer(t)
	tp := &tap{}
	c := vaults.NewClient(srv.Client(ingress.WithHTTPClient(&http.Client{Transport: tp})))
	ctx := context.Background()
	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)

	sec, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "token", Value: vaults.NewValue(plaintext)})
	require.NoError(t, err)
	_, err = c.Secrets.Update(ctx, sec.ID, &vaults.SecretUpdateParams{Value: vaults.NewValue(plaintext + "-2")})
	require.NoError(t, err)
	_, err = c.Secrets.Update(ctx, sec.ID, &vaults.SecretUpdateParams{Description: new("no new value")})
	require.NoError(t, err)
	_, err = c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "token", Value: vaults.NewValue(plaintext)})
	require.Error(t, err, "a duplicate name")
	assert.NotContains(t, err.Error(), plaintext)
	_, err = c.Secrets.Get(ctx, sec.ID)
	require.NoError(t, err)

	bodies := func(all []string, prefix string) []map[string]any {
		var out []map[string]any
		for _, b := range all {
			var m map[string]any
			if json.Unmarshal([]byte(b), &m) == nil && strings.HasPrefix(b, prefix) {
				out = append(out, m)
			}
		}
		return out
	}
	var sent []any
	for _, m := range bodies(tp.requests, "") {
		sent = append(sent, m["value"])
	}
	assert.Equal(t, []any{nil, plaintext, plaintext + "-2", nil, plaintext}, sent,
		"the vault's create sends no value, each secret create and value update sends it, another update does not")
	for _, b := range tp.responses {
		assert.NotContains(t, b, plaintext, "a response carries the value")
	}
	for _, m := range bodies(tp.responses, "") {
		assert.NotContains(t, m, "value")
	}
}

// TestBadSecretParams checks each rule twice: the SDK refuses the request
// before sending it, and ingresstest answers 400 when the SDK's check is
// off. Neither error shows the value.
func TestBadSecretParams(t *testing.T) {
	_, c, raw := testkit.Start(t, vaults.NewClient)
	ctx := context.Background()
	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)
	sec, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "ok", Value: vaults.NewValue("x")})
	require.NoError(t, err)

	big := strings.Repeat(plaintext, 64*1024/len(plaintext)+1)
	create := func(p vaults.SecretCreateParams) func(*vaults.Client) error {
		return func(c *vaults.Client) error { _, err := c.Secrets.Create(ctx, &p); return err }
	}
	update := func(p vaults.SecretUpdateParams) func(*vaults.Client) error {
		return func(c *vaults.Client) error { _, err := c.Secrets.Update(ctx, sec.ID, &p); return err }
	}
	tests := []struct {
		name, field, code string
		call              func(*vaults.Client) error
	}{
		{"no vault", "vault_id", ingresstest.CodeSecretVaultMissing, create(vaults.SecretCreateParams{Name: "n", Value: vaults.NewValue(plaintext)})},
		{"both vault_id and vault_name", "vault_id", ingresstest.CodeValidation, create(vaults.SecretCreateParams{VaultID: v.ID, VaultName: "prod", Name: "n", Value: vaults.NewValue(plaintext)})},
		{"bad vault_name", "vault_name", ingresstest.CodeVaultNameInvalid, create(vaults.SecretCreateParams{VaultName: "pr od", Name: "n", Value: vaults.NewValue(plaintext)})},
		{"no name", "name", ingresstest.CodeSecretNameEmpty, create(vaults.SecretCreateParams{VaultID: v.ID, Value: vaults.NewValue(plaintext)})},
		{"name with a space", "name", ingresstest.CodeSecretNameInvalid, create(vaults.SecretCreateParams{VaultID: v.ID, Name: "db password", Value: vaults.NewValue(plaintext)})},
		{"name too long", "name", ingresstest.CodeSecretNameTooLong, create(vaults.SecretCreateParams{VaultID: v.ID, Name: strings.Repeat("n", 256), Value: vaults.NewValue(plaintext)})},
		{"no value", "value", ingresstest.CodeSecretValueEmpty, create(vaults.SecretCreateParams{VaultID: v.ID, Name: "n"})},
		{"empty value", "value", ingresstest.CodeSecretValueEmpty, create(vaults.SecretCreateParams{VaultID: v.ID, Name: "n", Value: vaults.NewValue("")})},
		{"value too big", "value", ingresstest.CodeSecretValueTooLong, create(vaults.SecretCreateParams{VaultID: v.ID, Name: "n", Value: vaults.NewValue(big)})},
		{"description too long", "description", ingresstest.CodeValidation, create(vaults.SecretCreateParams{VaultID: v.ID, Name: "n", Value: vaults.NewValue(plaintext), Description: new(strings.Repeat("d", 256))})},
		{"metadata too long", "metadata", ingresstest.CodeValidation, create(vaults.SecretCreateParams{VaultID: v.ID, Name: "n", Value: vaults.NewValue(plaintext), Metadata: new(strings.Repeat("m", 4097))})},
		{"update: empty name", "name", ingresstest.CodeSecretNameEmpty, update(vaults.SecretUpdateParams{Name: new(""), Value: vaults.NewValue(plaintext)})},
		{"update: empty value", "value", ingresstest.CodeSecretValueEmpty, update(vaults.SecretUpdateParams{Value: vaults.NewValue("")})},
		{"update: value too big", "value", ingresstest.CodeSecretValueTooLong, update(vaults.SecretUpdateParams{Value: vaults.NewValue(big)})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.call(c)
			testkit.RequireValidation(t, err, tt.field)
			assert.NotContains(t, err.Error(), plaintext)

			err = tt.call(raw)
			apiErr := testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, tt.code, tt.field)
			assert.NotContains(t, err.Error(), plaintext)
			assert.NotContains(t, apiErr.Msg, plaintext)
		})
	}
	got, err := c.Secrets.Get(ctx, sec.ID)
	require.NoError(t, err)
	assert.Equal(t, sec, got, "no refused update changed the secret")
}

// TestBadVaultParams checks the rules of vault names on both sides.
func TestBadVaultParams(t *testing.T) {
	_, c, raw := testkit.Start(t, vaults.NewClient)
	ctx := context.Background()
	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)
	tests := []struct {
		name, field, code string
		call              func(*vaults.Client) error
	}{
		{"no name", "name", ingresstest.CodeVaultNameEmpty, func(c *vaults.Client) error { _, err := c.Vaults.Create(ctx, nil); return err }},
		{"name with a colon", "name", ingresstest.CodeVaultNameInvalid, func(c *vaults.Client) error {
			_, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "a:b"})
			return err
		}},
		{"name not ASCII", "name", ingresstest.CodeVaultNameInvalid, func(c *vaults.Client) error {
			_, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prodé"})
			return err
		}},
		{"description too long", "description", ingresstest.CodeValidation, func(c *vaults.Client) error {
			_, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "n", Description: new(strings.Repeat("d", 256))})
			return err
		}},
		{"name too long", "name", ingresstest.CodeVaultNameTooLong, func(c *vaults.Client) error {
			_, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: strings.Repeat("v", 256)})
			return err
		}},
		{"update: empty name", "name", ingresstest.CodeVaultNameEmpty, func(c *vaults.Client) error {
			_, err := c.Vaults.Update(ctx, v.ID, &vaults.VaultUpdateParams{Name: new("")})
			return err
		}},
		{"update: metadata too long", "metadata", ingresstest.CodeValidation, func(c *vaults.Client) error {
			_, err := c.Vaults.Update(ctx, v.ID, &vaults.VaultUpdateParams{Metadata: new(strings.Repeat("m", 4097))})
			return err
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			testkit.RequireValidation(t, tt.call(c), tt.field)
			testkit.RequireAPIErrorContains(t, tt.call(raw), http.StatusBadRequest, tt.code, tt.field)
		})
	}
	for _, name := range []string{"my-vault", "team/app.prod", "A_9", strings.Repeat("v", 255)} {
		_, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: name})
		assert.NoError(t, err, name)
	}
}
