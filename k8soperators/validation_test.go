package k8soperators_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/k8soperators"
)

func TestValidation(t *testing.T) {
	long := strings.Repeat("é", 128) // 256 bytes
	binding := &k8soperators.BindingCreateParams{CSR: "csr"}
	cases := []struct {
		name  string
		call  func(ctx context.Context, c *k8soperators.Client) error
		field string
	}{
		{"create description", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Create(ctx, &k8soperators.CreateParams{Description: new(long)})
			return err
		}, "description"},
		{"create metadata", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Create(ctx, &k8soperators.CreateParams{Metadata: new(strings.Repeat("m", 4097))})
			return err
		}, "metadata"},
		{"unknown feature", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: []k8soperators.Feature{"ingress", "mesh"}})
			return err
		}, "enabled_features[1]"},
		{"feature twice", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: []k8soperators.Feature{"gateway", "gateway"}})
			return err
		}, "enabled_features[1]"},
		{"binding without the feature", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: ingressOnly, Binding: binding})
			return err
		}, "binding"},
		{"feature without binding", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: withBindings})
			return err
		}, "binding"},
		{"binding without csr", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: withBindings, Binding: &k8soperators.BindingCreateParams{}})
			return err
		}, "binding.csr"},
		{"empty selector", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: withBindings, Binding: &k8soperators.BindingCreateParams{
				EndpointSelectors: []string{"true", " "}, CSR: "csr",
			}})
			return err
		}, "binding.endpoint_selectors[1]"},
		{"update description", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Update(ctx, "k8sop_1", &k8soperators.UpdateParams{Description: new(long)})
			return err
		}, "description"},
		{"update binding while turning the feature off", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Update(ctx, "k8sop_1", &k8soperators.UpdateParams{EnabledFeatures: ingressOnly, Binding: &k8soperators.BindingUpdateParams{}})
			return err
		}, "binding"},
		{"update empty csr", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Update(ctx, "k8sop_1", &k8soperators.UpdateParams{Binding: &k8soperators.BindingUpdateParams{CSR: new("")}})
			return err
		}, "binding.csr"},
		{"update unknown feature", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Update(ctx, "k8sop_1", &k8soperators.UpdateParams{EnabledFeatures: []k8soperators.Feature{"mesh"}})
			return err
		}, "enabled_features[0]"},
		{"empty id", func(ctx context.Context, c *k8soperators.Client) error {
			_, err := c.Get(ctx, "")
			return err
		}, "id"},
		{"id with slash", func(ctx context.Context, c *k8soperators.Client) error {
			return c.Delete(ctx, "k8sop_1/../x")
		}, "id"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, ops, raw := testkit.Start(t, k8soperators.NewClient)
			ctx := context.Background()
			testkit.RequireValidation(t, tc.call(ctx, ops), tc.field)
			if tc.field == "id" {
				return
			}
			// The server runs the same rules, before it looks up the
			// operator k8sop_1, which does not exist.
			err := tc.call(ctx, raw)
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeValidation, tc.field)
		})
	}
	t.Run("limits are inclusive", func(t *testing.T) {
		_, ops, _ := testkit.Start(t, k8soperators.NewClient)
		_, err := ops.Create(context.Background(), &k8soperators.CreateParams{
			Description: new(strings.Repeat("d", 255)), Metadata: new(strings.Repeat("m", 4096)),
		})
		require.NoError(t, err)
	})
}
