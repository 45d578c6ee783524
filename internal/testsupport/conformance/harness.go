package conformance

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

// NewEnv returns an environment on a new server whose client checks every
// call against the published description, reporting mismatches to t (see
// Validator.Transport). The server closes when t ends.
func NewEnv(t *testing.T) *Env {
	t.Helper()
	v, err := NewValidator()
	if err != nil {
		t.Fatal(err)
	}
	return v.NewEnv(t)
}

// NewEnv returns an environment on a new server started with opts, whose
// client's calls v checks, reporting mismatches to t. The server closes
// when t ends.
func (v *Validator) NewEnv(t *testing.T, opts ...ingresstest.Option) *Env {
	srv := ingresstest.NewServer(opts...)
	t.Cleanup(srv.Close)
	base := &http.Transport{}
	t.Cleanup(base.CloseIdleConnections)
	client := srv.Client(ingress.WithHTTPClient(&http.Client{Transport: v.Transport(t, base)}))
	return &Env{T: t, Ctx: t.Context(), Server: srv, Client: client}
}

// pathParam matches a parameter of a path template.
var pathParam = regexp.MustCompile(`\{[^}]*\}`)

// Served returns the operations of the description that srv has a route
// for, sorted like Operations. A family whose routes are not registered
// yet has none.
func (v *Validator) Served(srv *ingresstest.Server) []string {
	route := RouteOf(srv)
	var served []string
	for _, op := range v.Operations() {
		method, template, _ := strings.Cut(op, " ")
		if _, ok := route(method, pathParam.ReplaceAllString(template, "x")); ok {
			served = append(served, op)
		}
	}
	return served
}
