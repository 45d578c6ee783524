package ingresstest

import (
	"encoding/json"
	"fmt"
	"net/netip"
	"strconv"
	"time"

	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
)

// The bodies of the control API, as its OpenAPI document describes them.
// Each request body maps onto the argument of the hook its route calls.

// wireDuration is a duration written as Go writes one, like "1h30m".
type wireDuration time.Duration

// UnmarshalJSON reads a duration string.
func (d *wireDuration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a duration is a string like \"1h30m\": %w", err)
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("a duration is a string like \"1h30m\": %w", err)
	}
	*d = wireDuration(v)
	return nil
}

// wireFault is a Fault by its name, as Fault.String writes it.
type wireFault Fault

// UnmarshalJSON reads a fault's name.
func (f *wireFault) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a fault is one of the names reset, 429, 500, 502, 503, drop-response, after-500: %w", err)
	}
	for k := FaultReset; k <= FaultAfter500; k++ {
		if k.String() == s {
			*f = wireFault(k)
			return nil
		}
	}
	return fmt.Errorf("unknown fault %q: the faults are reset, 429, 500, 502, 503, drop-response and after-500", s)
}

// wireAddr is an IP address, or "" for none.
type wireAddr netip.Addr

// UnmarshalJSON reads an IP address.
func (a *wireAddr) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("an address is a string like \"203.0.113.7\": %w", err)
	}
	if s == "" {
		*a = wireAddr{}
		return nil
	}
	v, err := netip.ParseAddr(s)
	if err != nil {
		return fmt.Errorf("an address is a string like \"203.0.113.7\": %w", err)
	}
	*a = wireAddr(v)
	return nil
}

type newAccountResponse struct {
	ID      string `json:"id"`
	APIKey  string `json:"api_key"`
	AdminID string `json:"admin_id"`
	URL     string `json:"url"`
}

type addUserRequest struct {
	Admin bool `json:"admin"`
}

type addUserResponse struct {
	UserID string `json:"user_id"`
	APIKey string `json:"api_key"`
}

type idResponse struct {
	ID string `json:"id"`
}

type clockBody struct {
	Time time.Time `json:"time"`
}

type advanceRequest struct {
	By *wireDuration `json:"by"`
}

// Validate requires the duration.
func (p *advanceRequest) Validate() error {
	if p.By == nil {
		return api.BadRequest("by is required: how far to move the clock, like \"1h\"")
	}
	return nil
}

type faultPlanBody struct {
	Rate       float64      `json:"rate"`
	Seed       uint64       `json:"seed"`
	Kinds      []wireFault  `json:"kinds"`
	RetryAfter wireDuration `json:"retry_after"`
	Max        int          `json:"max"`
}

// plan returns the FaultPlan the body describes.
func (p *faultPlanBody) plan() FaultPlan {
	kinds := make([]Fault, len(p.Kinds))
	for i, k := range p.Kinds {
		kinds[i] = Fault(k)
	}
	return FaultPlan{Rate: p.Rate, Seed: p.Seed, Kinds: kinds, RetryAfter: time.Duration(p.RetryAfter), Max: p.Max}
}

// Validate refuses a plan that SetFaults would refuse.
func (p *faultPlanBody) Validate() error {
	if err := p.plan().check(); err != nil {
		return api.BadRequest("%v", err)
	}
	return nil
}

type faultStatsResponse struct {
	Requests int            `json:"requests"`
	Injected map[string]int `json:"injected"`
}

// faultStatsBody returns st as the control API writes it.
func faultStatsBody(st FaultStats) faultStatsResponse {
	out := faultStatsResponse{Requests: st.Requests, Injected: map[string]int{}}
	for k, n := range st.Injected {
		out.Injected[k.String()] = n
	}
	return out
}

type agentBody struct {
	CredentialID    string `json:"credential_id"`
	OS              string `json:"os"`
	Version         string `json:"version"`
	Region          string `json:"region"`
	Metadata        string `json:"metadata"`
	IP              string `json:"ip"`
	UpdateVersion   string `json:"update_version"`
	UpdatesDisabled bool   `json:"updates_disabled"`
}

type updateStateBody struct {
	State AgentUpdateState `json:"state"`
}

type commandsResponse struct {
	Commands []string `json:"commands"`
}

type tunnelBody struct {
	SessionID  string            `json:"session_id"`
	PublicURL  string            `json:"public_url"`
	EndpointID string            `json:"endpoint_id"`
	Labels     map[string]string `json:"labels"`
	ForwardsTo string            `json:"forwards_to"`
	Metadata   string            `json:"metadata"`
}

type agentEndpointBody struct {
	SessionID        string   `json:"session_id"`
	URL              string   `json:"url"`
	Bindings         []string `json:"bindings"`
	PoolingEnabled   bool     `json:"pooling_enabled"`
	UpstreamURL      string   `json:"upstream_url"`
	UpstreamProtocol string   `json:"upstream_protocol"`
	TrafficPolicy    string   `json:"traffic_policy"`
	Description      string   `json:"description"`
	Metadata         string   `json:"metadata"`
}

type applicationUserBody struct {
	IdentityProvider applications.IdentityProvider `json:"identity_provider"`
	ProviderUserID   string                        `json:"provider_user_id"`
	Username         string                        `json:"username"`
	Email            string                        `json:"email"`
	Name             string                        `json:"name"`
}

type applicationLoginBody struct {
	UserID     string                      `json:"user_id"`
	EndpointID string                      `json:"endpoint_id"`
	EdgeID     string                      `json:"edge_id"`
	RouteID    string                      `json:"route_id"`
	Browser    applications.BrowserSession `json:"browser"`
	Duration   wireDuration                `json:"duration"`
}

type abuseDecisionBody struct {
	Hostname string                      `json:"hostname"`
	Status   abusereports.HostnameStatus `json:"status"`
}

type failJobBody struct {
	ErrorCode string `json:"error_code"`
}

type sourceAddrBody struct {
	Addr wireAddr `json:"addr"`
}

type liftedResponse struct {
	Lifted []string `json:"lifted"`
}

type allowedResponse struct {
	Allowed bool `json:"allowed"`
}

type eventsResponse struct {
	Events []DeliveredEvent `json:"events"`
}

// queryAddr reads the address in the query parameter addr of a request.
func queryAddr(v string) (netip.Addr, error) {
	a, err := netip.ParseAddr(v)
	if err != nil {
		return netip.Addr{}, api.BadRequest("addr must be an IP address like 203.0.113.7, got %s", strconv.Quote(v))
	}
	return a, nil
}
