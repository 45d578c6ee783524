package ingresstest

import (
	"net/http"
	"strings"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/inspector"
)

// InspectorPath is the path of the inspector page, under ControlPrefix: a
// page for people that shows, for each account, the resources of every
// family with links to their JSON, the latest requests of its journal,
// the events delivered, the fault statistics and the server's clock.
//
// The page asks for the control token on a form at
// InspectorPath+"/login", which never puts it in a URL, and then keeps the
// session in an HttpOnly, SameSite=Strict cookie scoped to InspectorPath.
// The cookie opens the inspector's pages and JSON links, all of them GET
// requests, and nothing else of the control API, which still wants the
// bearer token; the pages take the control token as a bearer token too.
// A session lasts InspectorSessionTime, and only while the process runs.
//
// The page is rendered on the server from embedded files and fetches
// nothing from elsewhere; it reads well without JavaScript, and with it
// refreshes its content every few seconds.
const InspectorPath = ControlPrefix + "inspector"

// InspectorSessionTime is how long a sign-in to the inspector page lasts.
const InspectorSessionTime = 12 * time.Hour

// registerInspector serves the inspector's routes on the control API's
// mux. serveInspector sends them their requests before the control API
// asks for a bearer token: each route checks its own credential.
func (s *Server) registerInspector() {
	in := inspector.New(inspectedServer{s})
	mux := s.accounts.control.Mux
	mux.HandleFunc("GET "+InspectorPath+"/login", in.LoginForm)
	mux.HandleFunc("POST "+InspectorPath+"/login", in.Login)
	mux.HandleFunc("POST "+InspectorPath+"/logout", in.Logout)
	mux.HandleFunc("GET "+InspectorPath+"/assets/{file}", in.Asset)
	mux.HandleFunc("GET "+InspectorPath, in.Overview)
	mux.HandleFunc("GET "+InspectorPath+"/accounts/{account}", in.AccountPage)
	mux.HandleFunc("GET "+InspectorPath+"/accounts/{account}/resources/{id}", in.ResourceJSON)
	mux.HandleFunc("GET "+InspectorPath+"/", in.NotFound)
}

// isInspectorPath reports whether path is one of the inspector's.
func isInspectorPath(path string) bool {
	return path == InspectorPath || strings.HasPrefix(path, InspectorPath+"/")
}

// serveInspector serves r when it is a request of the inspector, which
// asks for a credential of its own (a form, then a cookie), and reports
// whether it did.
func (s *Server) serveInspector(w http.ResponseWriter, r *http.Request) bool {
	if !isInspectorPath(r.URL.Path) {
		return false
	}
	inspector.SecureHeaders(w.Header())
	s.accounts.control.Mux.ServeHTTP(w, r)
	return true
}
