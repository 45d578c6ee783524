package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/k8soperators"
)

// k8sOperators exercises the six endpoints of Kubernetes operators, which
// the supplement describes: create (with the bindings feature and without
// it), get, list over two pages, update, delete, and the endpoints bound
// to an operator, over two pages.
func k8sOperators(env *Env) {
	ops := k8soperators.NewClient(env.Client)
	eps := endpoints.NewClient(env.Client)
	var bound []string
	for _, url := range []string{"http://api.prod", "tcp://db.prod:5432"} {
		ep, err := eps.Create(env.Ctx, &endpoints.CreateParams{
			URL: url, Bindings: []endpoints.Binding{endpoints.BindingKubernetes}, TrafficPolicy: new("on_tcp_connect: [{actions: [{type: deny}]}]\n"),
		})
		require.NoError(env.T, err)
		bound = append([]string{ep.ID}, bound...)
	}
	csr := operatorCSR(env)
	p := exercise(env, ops, &k8soperators.CreateParams{
		Description: new("conformance"), Metadata: new("m"), Region: new("eu"),
		EnabledFeatures: []k8soperators.Feature{k8soperators.FeatureIngress, k8soperators.FeatureBindings},
		Deployment:      &k8soperators.Deployment{Name: "ngrok-operator", Namespace: "ngrok", Version: "1", ClusterName: "c"},
		Binding: &k8soperators.BindingCreateParams{
			EndpointSelectors: []string{`obj.url.size() > 0`}, CSR: csr, IngressEndpoint: new("ingress.example.com:443"),
		},
	}, nil, &k8soperators.UpdateParams{
		Description: new("updated"), Deployment: &k8soperators.DeploymentUpdateParams{Version: new("2")},
		Binding: &k8soperators.BindingUpdateParams{EndpointSelectors: []string{"true"}, CSR: &csr},
	})
	require.Equal(env.T, p.newestFirst(), p.Listed)
	require.Equal(env.T, bound, listIDs(env, ops.BoundEndpoints(env.Ctx, p.First.ID, &ingress.ListParams{Limit: new(1)})))
	require.Empty(env.T, listIDs(env, ops.BoundEndpoints(env.Ctx, p.Second.ID, nil)), "no binding, no bound endpoint")
	remove(env, ops, p.First.ID, p.Second.ID)
	gone(env, ops, p.First.ID)
}
