package ingresstest

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/netip"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/control"
	"github.com/ingresskit/ingress/iprestrictions"
)

// registerControl serves the routes of the control API. Each calls the
// hook of the same meaning on the account its path names: the route and
// the Go hook are one implementation.
func (s *Server) registerControl() {
	const acct = ControlPrefix + "accounts/{account}"

	s.accounts.control.Route("GET "+ControlPrefix+"openapi.json", func(*http.Request, *Server) (int, any, error) {
		return http.StatusOK, json.RawMessage(control.OpenAPI), nil
	})
	s.accounts.control.Route("POST "+ControlPrefix+"accounts", func(r *http.Request, srv *Server) (int, any, error) {
		if err := api.Decode(r, srv.cfg.maxBodySize, &struct{}{}); err != nil {
			return 0, nil, err
		}
		a, err := srv.NewAccount()
		if err != nil {
			return 0, nil, hookError(err)
		}
		return http.StatusCreated, newAccountResponse{ID: a.AccountID, APIKey: a.APIKey, AdminID: a.AdminID, URL: a.URL}, nil
	})
	s.accounts.control.Route("DELETE "+acct, func(_ *http.Request, a *Server) (int, any, error) {
		if a.root == nil {
			return 0, nil, api.Errorf(http.StatusBadRequest, CodeHookRefused, "the default account cannot be deleted: reset it instead")
		}
		a.Close()
		return http.StatusNoContent, nil, nil
	})
	s.accounts.control.Route("POST "+ControlPrefix+"reset", func(r *http.Request, srv *Server) (int, any, error) {
		return noContent(api.Decode(r, srv.cfg.maxBodySize, &struct{}{}), srv.Reset)
	})
	s.accounts.control.Route("POST "+acct+"/reset", func(r *http.Request, a *Server) (int, any, error) {
		return noContent(api.Decode(r, a.cfg.maxBodySize, &struct{}{}), a.ResetAccount)
	})

	s.accounts.control.Route("GET "+ControlPrefix+"clock", func(_ *http.Request, srv *Server) (int, any, error) {
		t, err := srv.ClockTime()
		if err != nil {
			return 0, nil, hookError(err)
		}
		return http.StatusOK, clockBody{Time: t}, nil
	})
	s.accounts.control.Route("PUT "+ControlPrefix+"clock", func(r *http.Request, srv *Server) (int, any, error) {
		var p clockBody
		if err := api.Decode(r, srv.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		if p.Time.IsZero() {
			return 0, nil, api.BadRequest("time is required: an RFC 3339 time like 2026-01-02T03:04:05Z")
		}
		if err := srv.SetClock(p.Time); err != nil {
			return 0, nil, hookError(err)
		}
		return http.StatusOK, clockBody{Time: p.Time}, nil
	})
	s.accounts.control.Route("POST "+ControlPrefix+"clock/advance", func(r *http.Request, srv *Server) (int, any, error) {
		var p advanceRequest
		if err := api.Decode(r, srv.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		if err := srv.AdvanceClock(time.Duration(*p.By)); err != nil {
			return 0, nil, hookError(err)
		}
		t, _ := srv.ClockTime()
		return http.StatusOK, clockBody{Time: t}, nil
	})

	s.accounts.control.Route("POST "+acct+"/users", func(r *http.Request, a *Server) (int, any, error) {
		var p addUserRequest
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		id, key := a.AddUser(p.Admin)
		return http.StatusCreated, addUserResponse{UserID: id, APIKey: key}, nil
	})
	s.accounts.control.Route("PUT "+acct+"/faults", func(r *http.Request, a *Server) (int, any, error) {
		var p faultPlanBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		a.SetFaults(p.plan())
		return http.StatusNoContent, nil, nil
	})
	s.accounts.control.Route("GET "+acct+"/faults/stats", func(_ *http.Request, a *Server) (int, any, error) {
		return http.StatusOK, faultStatsBody(a.FaultStats()), nil
	})
	s.accounts.control.Route("PUT "+acct+"/source_addr", func(r *http.Request, a *Server) (int, any, error) {
		var p sourceAddrBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		a.SetSourceAddr(netip.Addr(p.Addr))
		return http.StatusNoContent, nil, nil
	})
	s.accounts.control.Route("POST "+acct+"/ip_restrictions/lift", func(r *http.Request, a *Server) (int, any, error) {
		if err := api.Decode(r, a.cfg.maxBodySize, &struct{}{}); err != nil {
			return 0, nil, err
		}
		return http.StatusOK, liftedResponse{Lifted: nonNil(a.LiftIPRestrictions())}, nil
	})
	s.accounts.control.Route("GET "+acct+"/ip_restrictions/allows", func(r *http.Request, a *Server) (int, any, error) {
		addr, err := queryAddr(r.URL.Query().Get("addr"))
		if err != nil {
			return 0, nil, err
		}
		typ := iprestrictions.Type(r.URL.Query().Get("type"))
		return http.StatusOK, allowedResponse{Allowed: a.IPRestrictionAllows(typ, addr)}, nil
	})
	s.accounts.control.Route("GET "+acct+"/edges/{edge}/allows", func(r *http.Request, a *Server) (int, any, error) {
		addr, err := queryAddr(r.URL.Query().Get("addr"))
		if err != nil {
			return 0, nil, err
		}
		ok, err := a.EdgeAllows(r.PathValue("edge"), r.URL.Query().Get("route_id"), addr)
		if err != nil {
			return 0, nil, hookError(err)
		}
		return http.StatusOK, allowedResponse{Allowed: ok}, nil
	})
	s.accounts.control.Route("GET "+acct+"/events/{destination}", func(r *http.Request, a *Server) (int, any, error) {
		return http.StatusOK, eventsResponse{Events: nonNil(a.Events(r.PathValue("destination")))}, nil
	})
	s.registerControlAgents(acct)
	s.registerControlPlatform(acct)
	s.registerJournalControl(acct)
	s.registerInspector()
	s.registerControlState()
}

// registerControlAgents serves the routes that simulate agents: tunnel
// sessions, their commands and updates, tunnels and agent endpoints.
func (s *Server) registerControlAgents(acct string) {
	s.accounts.control.Route("POST "+acct+"/tunnel_sessions", func(r *http.Request, a *Server) (int, any, error) {
		var p agentBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		return created(a.StartTunnelSession(Agent(p)))
	})
	s.accounts.control.Route("GET "+acct+"/tunnel_sessions/{session}/commands", func(r *http.Request, a *Server) (int, any, error) {
		return http.StatusOK, commandsResponse{Commands: nonNil(a.AgentCommands(r.PathValue("session")))}, nil
	})
	s.accounts.control.Route("GET "+acct+"/tunnel_sessions/{session}/update_state", func(r *http.Request, a *Server) (int, any, error) {
		state, err := a.AgentUpdateState(r.PathValue("session"))
		if err != nil {
			return 0, nil, hookError(err)
		}
		return http.StatusOK, updateStateBody{State: state}, nil
	})
	s.accounts.control.Route("PUT "+acct+"/tunnel_sessions/{session}/update_state", func(r *http.Request, a *Server) (int, any, error) {
		var p updateStateBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		if err := a.SetAgentUpdateState(r.PathValue("session"), p.State); err != nil {
			return 0, nil, hookError(err)
		}
		return http.StatusOK, p, nil
	})
	s.accounts.control.Route("POST "+acct+"/tunnels", func(r *http.Request, a *Server) (int, any, error) {
		var p tunnelBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		spec := TunnelSpec{PublicURL: p.PublicURL, EndpointID: p.EndpointID, Labels: p.Labels, ForwardsTo: p.ForwardsTo, Metadata: p.Metadata}
		return created(a.StartTunnel(p.SessionID, spec))
	})
	s.accounts.control.Route("DELETE "+acct+"/tunnels/{tunnel}", func(r *http.Request, a *Server) (int, any, error) {
		return noContent(hookError(a.StopTunnel(r.PathValue("tunnel"))), nil)
	})
	s.accounts.control.Route("POST "+acct+"/agent_endpoints", func(r *http.Request, a *Server) (int, any, error) {
		var p agentEndpointBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		return created(a.StartAgentEndpoint(AgentEndpoint(p)))
	})
	s.accounts.control.Route("DELETE "+acct+"/agent_endpoints/{endpoint}", func(r *http.Request, a *Server) (int, any, error) {
		return noContent(hookError(a.StopAgentEndpoint(r.PathValue("endpoint"))), nil)
	})
}

// registerControlPlatform serves the routes that do what the platform
// does: application logins, abuse decisions and certificate jobs.
func (s *Server) registerControlPlatform(acct string) {
	s.accounts.control.Route("POST "+acct+"/application_users", func(r *http.Request, a *Server) (int, any, error) {
		var p applicationUserBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		return created(a.AddApplicationUser(ApplicationUser(p)))
	})
	s.accounts.control.Route("POST "+acct+"/application_sessions", func(r *http.Request, a *Server) (int, any, error) {
		var p applicationLoginBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		login := ApplicationLogin{UserID: p.UserID, EndpointID: p.EndpointID, EdgeID: p.EdgeID, RouteID: p.RouteID, Browser: p.Browser, Duration: time.Duration(p.Duration)}
		return created(a.StartApplicationSession(login))
	})
	s.accounts.control.Route("POST "+acct+"/abuse_reports/{report}/decisions", func(r *http.Request, a *Server) (int, any, error) {
		var p abuseDecisionBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		return noContent(hookError(a.SetAbuseHostnameStatus(r.PathValue("report"), p.Hostname, p.Status)), nil)
	})
	s.accounts.control.Route("POST "+acct+"/provisioning/{id}/complete", func(r *http.Request, a *Server) (int, any, error) {
		if err := api.Decode(r, a.cfg.maxBodySize, &struct{}{}); err != nil {
			return 0, nil, err
		}
		return noContent(hookError(a.CompleteProvisioning(r.PathValue("id"))), nil)
	})
	s.accounts.control.Route("POST "+acct+"/provisioning/{id}/fail", func(r *http.Request, a *Server) (int, any, error) {
		var p failJobBody
		if err := api.Decode(r, a.cfg.maxBodySize, &p); err != nil {
			return 0, nil, err
		}
		return noContent(hookError(a.FailProvisioning(r.PathValue("id"), p.ErrorCode)), nil)
	})
}

// hookError returns the error of a hook as the control API answers it: an
// API error as it is, ErrNoClock as a conflict, any other as a refusal.
func hookError(err error) error {
	var ae *api.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &ae):
		return err
	case errors.Is(err, ErrNoClock):
		return api.Errorf(http.StatusConflict, CodeNoClock, "%v", err)
	case errors.Is(err, ErrTooManyAccounts):
		return api.Errorf(http.StatusConflict, CodeTooManyAccounts, "%v", err)
	}
	return api.Errorf(http.StatusBadRequest, CodeHookRefused, "%v", err)
}

// created answers 201 with the ID a hook returned, or the hook's error.
func created(id string, err error) (int, any, error) {
	if err != nil {
		return 0, nil, hookError(err)
	}
	return http.StatusCreated, idResponse{ID: id}, nil
}

// noContent answers 204 after running do, unless err is set.
func noContent(err error, do func()) (int, any, error) {
	if err != nil {
		return 0, nil, err
	}
	if do != nil {
		do()
	}
	return http.StatusNoContent, nil, nil
}

// nonNil returns v, or an empty slice for nil, so that JSON has [] rather
// than null.
func nonNil[T any](v []T) []T {
	if v == nil {
		return []T{}
	}
	return v
}
