package trafficpolicy

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Endpoint is what ValidateFor knows of the endpoint that a policy is
// for.
type Endpoint struct {
	// Scheme is the scheme of the endpoint's URL: "http", "https", "tcp"
	// or "tls". "" means not known, and the rules that depend on the
	// protocol are not checked.
	Scheme string
	// Cloud is true for a cloud endpoint, which must have a non-empty
	// policy (endpoints/cloud-endpoints: "You must specify a non-empty
	// Traffic Policy when creating a cloud endpoint").
	Cloud bool
}

// phaseRunsOn reports whether the phase runs on an endpoint of scheme:
// the phase table of traffic-policy/how-it-works gives on_tcp_connect to
// every protocol and on_http_request and on_http_response to http and
// https only; on_event_stream_message, which reads HTTP responses, goes
// with them. An unknown scheme allows every phase.
func phaseRunsOn(phase Phase, scheme string) bool {
	if scheme != "tcp" && scheme != "tls" {
		return true
	}
	return phase == PhaseTCPConnect
}

// empty reports whether p has no rule in any phase.
func (p *Policy) empty() bool {
	return !slices.ContainsFunc(p.phases(), func(ph phaseRules) bool { return len(ph.rules) > 0 })
}

// emptyForCloud returns the mistake of an empty policy on a cloud
// endpoint, or nil.
func emptyForCloud(p *Policy, e *Endpoint) error {
	if e == nil || !e.Cloud || !p.empty() {
		return nil
	}
	return &Error{Rule: -1, Action: -1, Err: ErrNoActions,
		Msg: "a cloud endpoint must specify a non-empty Traffic Policy, with at least one rule and action"}
}

// actionSchemes are the endpoint schemes of the actions whose pages list
// them ("Supported schemes"): terminate-tls runs on https and tls only.
var actionSchemes = map[string][]string{
	"terminate-tls": {"https", "tls"},
}

// protocolProblem returns the problem of an action of type typ in phase
// on an endpoint e whose protocol does not run the phase or the action,
// or nil.
func protocolProblem(e *Endpoint, phase Phase, typ string) *problem {
	if e == nil || e.Scheme == "" {
		return nil
	}
	if !phaseRunsOn(phase, e.Scheme) {
		return &problem{err: ErrProtocol, code: codePhaseProtocol, msg: fmt.Sprintf("invalid phase %s for protocol %s: it runs only on http and https endpoints", phase, e.Scheme)}
	}
	if schemes, ok := actionSchemes[typ]; ok && !slices.Contains(schemes, e.Scheme) {
		return &problem{err: ErrProtocol, msg: fmt.Sprintf("action %s does not support the %s protocol, only %s", typ, e.Scheme, strings.Join(schemes, ", "))}
	}
	return nil
}

// terminating reports whether an action of type typ with the config cfg
// ends the processing of the policy, as the actions' pages say of
// close-connection, custom-response, deny and forward-internal (unless
// its on_error is "continue").
func terminating(typ string, cfg Config) bool {
	switch typ {
	case "close-connection", "custom-response", "deny":
		return true
	case "forward-internal":
		fi, ok := cfg.(*ForwardInternal)
		return !ok || fi.OnError != OnErrorContinue
	}
	return false
}

// CheckEndpoint checks only the rules of p that depend on the endpoint
// e: a cloud endpoint's policy is not empty (ErrNoActions), on a tcp or
// tls endpoint only on_tcp_connect has rules (ErrProtocol, for each action
// of another phase), and terminate-tls is only on https and tls endpoints
// (ErrProtocol). It compiles no expression, so it is cheap;
// ValidateFor checks these and all that Validate does.
func (p *Policy) CheckEndpoint(e Endpoint) error {
	errs := []error{emptyForCloud(p, &e)}
	for _, ph := range p.phases() {
		for i, r := range ph.rules {
			for j, a := range r.Actions {
				if pr := protocolProblem(&e, ph.phase, a.Kind()); pr != nil {
					errs = append(errs, &Error{Phase: ph.phase, Rule: i, RuleName: r.Name, Action: j, ActionType: a.Kind(), Err: pr.err, Msg: pr.msg, Code: pr.code})
				}
			}
		}
	}
	return errors.Join(errs...)
}
