package trafficpolicy

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	icel "github.com/ingresskit/ingress/internal/cel"
)

// Phase names a phase of a Traffic Policy: the point in the life of a
// connection or request at which its rules run.
type Phase string

// The phases of a Traffic Policy.
const (
	// PhaseTCPConnect runs when a connection is accepted, before any
	// TLS or HTTP processing.
	PhaseTCPConnect Phase = "on_tcp_connect"
	// PhaseHTTPRequest runs on each HTTP request, before it goes
	// upstream.
	PhaseHTTPRequest Phase = "on_http_request"
	// PhaseHTTPResponse runs on each HTTP response, before it goes back
	// to the client.
	PhaseHTTPResponse Phase = "on_http_response"
	// PhaseEventStreamMessage runs on each message of a server-sent event
	// stream that an HTTP response carries.
	PhaseEventStreamMessage Phase = "on_event_stream_message"
)

// Policy is a Traffic Policy document: for each phase, the rules that run
// in order. The zero value is an empty policy, which lets all traffic
// through.
type Policy struct {
	// OnTCPConnect holds the rules of the on_tcp_connect phase.
	OnTCPConnect []Rule `json:"on_tcp_connect,omitzero"`
	// OnHTTPRequest holds the rules of the on_http_request phase.
	OnHTTPRequest []Rule `json:"on_http_request,omitzero"`
	// OnHTTPResponse holds the rules of the on_http_response phase.
	OnHTTPResponse []Rule `json:"on_http_response,omitzero"`
	// OnEventStreamMessage holds the rules of the on_event_stream_message
	// phase.
	OnEventStreamMessage []Rule `json:"on_event_stream_message,omitzero"`
	// Extra holds the members of the document that Policy does not name,
	// such as phases newer than this package; they are written back as
	// they were read.
	Extra Extra `json:"-"`
}

// Rule is one rule of a phase: when all its expressions are true (or it
// has none), its actions run in order.
type Rule struct {
	// Name names the rule in logs and in the errors of Validate.
	Name string `json:"name,omitempty"`
	// Expressions are CEL expressions over the variables of the phase;
	// the rule applies when all of them are true.
	Expressions []string `json:"expressions,omitzero"`
	// Actions run in order when the rule applies.
	Actions []Action `json:"actions,omitzero"`
	// Extra holds the members of the rule that Rule does not name.
	Extra Extra `json:"-"`
}

// phaseRules is one phase of a policy with its rules.
type phaseRules struct {
	phase Phase
	rules []Rule
}

// phases returns the typed phases of p in the order they run.
func (p *Policy) phases() []phaseRules {
	return []phaseRules{
		{PhaseTCPConnect, p.OnTCPConnect},
		{PhaseHTTPRequest, p.OnHTTPRequest},
		{PhaseHTTPResponse, p.OnHTTPResponse},
		{PhaseEventStreamMessage, p.OnEventStreamMessage},
	}
}

// unknownPhases returns the mistakes of the members of a policy that its
// phases do not name (extra) but that look like phases: those named like
// the phases, on_..., or close to the name of one, like on_http_requst.
// Parse keeps them, so that the policy survives a round trip; the API
// takes only the phases that the documentation defines.
func unknownPhases(extra Extra) []error {
	var known []string
	for _, ph := range (&Policy{}).phases() {
		known = append(known, string(ph.phase))
	}
	var errs []error
	for _, name := range slices.Sorted(maps.Keys(extra)) {
		hint := icel.Closest(name, known)
		if hint == "" && !strings.HasPrefix(name, "on_") {
			continue
		}
		errs = append(errs, &Error{Phase: Phase(name), Rule: -1, Action: -1, Err: ErrUnknownPhase,
			Msg: fmt.Sprintf("unknown phase %q", name) + didYouMean(hint)})
	}
	return errs
}

// MarshalJSON writes the policy as the API takes it, with its Extra
// members.
func (p Policy) MarshalJSON() ([]byte, error) {
	type plain Policy
	return encodeKnown(plain(p), p.Extra)
}

// UnmarshalJSON reads a policy written in JSON, keeping the members it
// does not know in Extra.
func (p *Policy) UnmarshalJSON(data []byte) error {
	type plain Policy
	return decodeObject(data, (*plain)(p), &p.Extra)
}

// MarshalJSON writes the rule with its Extra members.
func (r Rule) MarshalJSON() ([]byte, error) {
	type plain Rule
	return encodeKnown(plain(r), r.Extra)
}

// UnmarshalJSON reads a rule, keeping the members it does not know in
// Extra.
func (r *Rule) UnmarshalJSON(data []byte) error {
	type plain Rule
	return decodeObject(data, (*plain)(r), &r.Extra)
}

// JSON returns the policy as the JSON document that the API takes, for
// endpoints.CreateParams.TrafficPolicy and the like.
func (p *Policy) JSON() (string, error) {
	b, err := json.Marshal(p)
	if err != nil {
		return "", fmt.Errorf("encode the traffic policy: %w", err)
	}
	return string(b), nil
}

// String returns the policy as JSON, as JSON does. A policy that cannot be
// encoded (a config holding NaN, Extra holding text that is not JSON)
// gives a text starting with "%!" that no API accepts as a policy.
func (p *Policy) String() string {
	s, err := p.JSON()
	if err != nil {
		return fmt.Sprintf("%%!(%v)", err)
	}
	return s
}
