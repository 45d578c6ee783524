package soak_test

import (
	"context"
	"iter"
	"net/http"
	"sync"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/wire"
)

// applicationUserKind is the application user kind: a hook makes a user
// whose name is its description, the API gets, lists and deletes it.
func applicationUserKind(c *ingress.Client, srv *ingresstest.Server) *kind {
	users := applications.NewClient(c).Users
	read := func(u *applications.User) item { return item{id: u.ID, desc: u.Name} }
	return &kind{
		name: "application user", path: wire.ApplicationUsers.Path,
		create: func(_ context.Context, _ *worker, desc string) (item, error) {
			id, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: desc, Name: desc})
			return item{id: id, desc: desc}, err
		},
		get: func(ctx context.Context, id string) (item, error) { return reader(read)(users.Get(ctx, id)) },
		list: func(ctx context.Context) iter.Seq2[item, error] {
			return items(users.List(ctx, &ingress.ListParams{Limit: new(listPage)}), read)
		},
		delete: users.Delete,
	}
}

// applicationSessionKind is the application session kind: hooks log a
// user of its own in at an agent endpoint of the worker's, with the
// description as the browser's User-Agent; the API gets, lists and
// deletes the session.
func applicationSessionKind(c *ingress.Client, srv *ingresstest.Server) *kind {
	sessions := applications.NewClient(c).Sessions
	read := func(s *applications.Session) item { return item{id: s.ID, desc: s.BrowserSession.UserAgent.Raw} }
	var (
		mu        sync.Mutex
		endpoints = map[int]string{}
	)
	// endpoint returns the worker's agent endpoint, started by hooks on
	// its first use.
	endpoint := func(w *worker) (string, error) {
		mu.Lock()
		defer mu.Unlock()
		if id, ok := endpoints[w.n]; ok {
			return id, nil
		}
		session, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: w.anchors.credential})
		if err != nil {
			return "", err
		}
		id, err := srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session})
		if err == nil {
			endpoints[w.n] = id
		}
		return id, err
	}
	return &kind{
		name: "application session", path: wire.ApplicationSessions.Path,
		create: func(_ context.Context, w *worker, desc string) (item, error) {
			ep, err := endpoint(w)
			if err != nil {
				return item{}, err
			}
			user, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "session-" + desc})
			if err != nil {
				return item{}, err
			}
			id, err := srv.StartApplicationSession(ingresstest.ApplicationLogin{
				UserID: user, EndpointID: ep, Browser: applications.BrowserSession{UserAgent: applications.UserAgent{Raw: desc}},
			})
			return item{id: id, desc: desc}, err
		},
		get: func(ctx context.Context, id string) (item, error) { return reader(read)(sessions.Get(ctx, id)) },
		list: func(ctx context.Context) iter.Seq2[item, error] {
			return items(sessions.List(ctx, &ingress.ListParams{Limit: new(listPage)}), read)
		},
		delete: sessions.Delete,
	}
}

// abuseReportKind is the abuse report kind, created and read through the
// API with the description as metadata. It has no list, update or delete.
func abuseReportKind(c *ingress.Client) *kind {
	reports := abusereports.NewClient(c)
	read := func(r *abusereports.AbuseReport) item { return item{id: r.ID, desc: r.Metadata} }
	return &kind{
		name: "abuse report", path: wire.AbuseReports.Path, createMethod: http.MethodPost,
		create: func(ctx context.Context, _ *worker, desc string) (item, error) {
			return reader(read)(reports.Create(ctx, &abusereports.CreateParams{URLs: []string{"https://" + desc + ".ngrok-free.app/"}, Metadata: &desc}))
		},
		get: func(ctx context.Context, id string) (item, error) { return reader(read)(reports.Get(ctx, id)) },
	}
}
