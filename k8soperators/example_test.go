package k8soperators_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/k8soperators"
)

// An operator with the bindings feature registers a CSR and selectors;
// the API issues its certificate and lists the endpoints with the
// kubernetes binding that the selectors choose.
func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	ops := k8soperators.NewClient(srv.Client())
	eps := endpoints.NewClient(srv.Client())

	for _, url := range []string{"http://api.prod", "http://api.staging"} {
		_, err := eps.Create(ctx, &endpoints.CreateParams{
			URL: url, Bindings: []endpoints.Binding{endpoints.BindingKubernetes}, TrafficPolicy: new("on_tcp_connect: [{actions: [{type: deny}]}]"),
		})
		if err != nil {
			log.Fatal(err)
		}
	}

	// The operator's key and CSR; the operator makes them in the cluster.
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		log.Fatal(err)
	}
	der, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: pkix.Name{CommonName: "prod-operator"}}, key)
	if err != nil {
		log.Fatal(err)
	}
	op, err := ops.Create(ctx, &k8soperators.CreateParams{
		Description:     new("prod cluster"),
		EnabledFeatures: []k8soperators.Feature{k8soperators.FeatureIngress, k8soperators.FeatureBindings},
		Deployment:      &k8soperators.Deployment{Name: "ngrok-operator", Namespace: "ngrok", Version: "0.19.0"},
		Binding: &k8soperators.BindingCreateParams{
			EndpointSelectors: []string{`obj.url == "http://api.prod"`},
			CSR:               string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: der})),
		},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(op.Description, op.Region, op.EnabledFeatures)
	block, _ := pem.Decode([]byte(op.Binding.Cert.Cert))
	cert, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("certificate for", cert.Subject.CommonName, "valid for", op.Binding.Cert.NotAfter.Sub(op.Binding.Cert.NotBefore))

	for ep, err := range ops.BoundEndpoints(ctx, op.ID, nil).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println("bound:", ep.URL)
	}
	// Output:
	// prod cluster global [ingress bindings]
	// certificate for prod-operator valid for 8760h0m0s
	// bound: http://api.prod
}
