package setup

import (
	"fmt"
	"net"
	"reflect"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// checkDescription records the problems of the description as a whole,
// which no one kind sees: a Traffic Policy, given as text or typed, that
// does not parse or that trafficpolicy.Validate refuses (ValidateFor, for
// the policy of a cloud endpoint), and an HTTPS or
// TLS edge hostport on a domain that the description does not reserve
// and the account has not reserved.
func (p *planner) checkDescription() {
	for i, ep := range p.want.CloudEndpoints {
		if ep.Policy != nil {
			p.checkTypedPolicy(fmt.Sprintf("cloud_endpoints[%d].policy", i), fmt.Sprintf("cloud_endpoint %q", ep.Name), ep.Policy, cloudEndpoint(ep))
		}
	}
	eachString(reflect.ValueOf(p.want).Elem(), "", func(path, field, v string) {
		switch {
		case field == "traffic_policy" && v != "":
			p.checkPolicyText(path, v, p.cloudEndpointAt(path))
		case field == "hostports" && (strings.HasPrefix(path, "https_edges[") || strings.HasPrefix(path, "tls_edges[")):
			p.checkHostport(path, v)
		}
	})
}

// cloudEndpoint returns what trafficpolicy.ValidateFor needs of ep.
func cloudEndpoint(ep CloudEndpoint) *trafficpolicy.Endpoint {
	scheme, _, found := strings.Cut(ep.URL, "://")
	if !found {
		scheme = "" // the endpoint's own rules refuse the URL
	}
	return &trafficpolicy.Endpoint{Scheme: strings.ToLower(scheme), Cloud: true}
}

// cloudEndpointAt returns what trafficpolicy.ValidateFor needs of the
// cloud endpoint whose member path is, like
// "cloud_endpoints[2].traffic_policy", or nil for a path of another kind.
func (p *planner) cloudEndpointAt(path string) *trafficpolicy.Endpoint {
	rest, ok := strings.CutPrefix(path, "cloud_endpoints[")
	if !ok {
		return nil
	}
	digits, _, _ := strings.Cut(rest, "]")
	i, err := strconv.Atoi(digits)
	if err != nil || i < 0 || i >= len(p.want.CloudEndpoints) {
		return nil
	}
	return cloudEndpoint(p.want.CloudEndpoints[i])
}

// checkHostport records a problem when the edge hostport at path is on a
// domain that neither the description nor the account reserves. A TCP
// address is left to the API, which refuses it on such an edge, and a
// hostport that the edge's own rules refuse to them.
func (p *planner) checkHostport(path, hostport string) {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil || (p.validating && validate.HostPort("hostport", hostport) != nil) {
		return
	}
	domain := strings.ToLower(host)
	if validate.IsTCPAddress(domain) || p.described["reserved_domain"][domain] || p.existing["reserved_domain"][domain] && !p.deleted("reserved_domain", domain) {
		return
	}
	p.problems.add(path, "", fmt.Errorf("the domain %s is not reserved: describe it under reserved_domains", domain))
}

// eachString calls f with the path, the field's JSON name and the value
// of every string in v, a value of the description at path, and of every
// string of a list of strings.
func eachString(v reflect.Value, path string, f func(path, field, s string)) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			eachString(v.Elem(), path, f)
		}
	case reflect.Slice:
		for i := range v.Len() {
			eachString(v.Index(i), fmt.Sprintf("%s[%d]", path, i), f)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			sf := v.Type().Field(i)
			if !sf.IsExported() {
				continue
			}
			name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
			fp := path
			if !sf.Anonymous || name != "" {
				fp = strings.TrimPrefix(path+"."+name, ".")
			}
			if fv := v.Field(i); fv.Kind() == reflect.String {
				f(fp, name, fv.String())
			} else if fv.Kind() == reflect.Slice && fv.Type().Elem().Kind() == reflect.String {
				for j := range fv.Len() {
					f(fmt.Sprintf("%s[%d]", fp, j), name, fv.Index(j).String())
				}
			} else {
				eachString(fv, fp, f)
			}
		}
	}
}
