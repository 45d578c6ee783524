package ingresstest

import (
	"crypto/rand"
	"embed"
	"encoding/json"
	"html/template"
	"net/http"
	"strings"
	"time"
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

// The bounds of the inspector page: whatever the state holds, a page
// lists at most these many things of each kind, with the count of all.
const (
	// inspectorItems is how many items of each family a page lists,
	// newest first.
	inspectorItems = 50
	// inspectorJournal is how many journal entries an account shows.
	inspectorJournal = 50
	// inspectorAccounts is how many accounts the overview names.
	inspectorAccounts = 100
	// inspectorDetailed is how many accounts the overview shows in
	// detail; each account has a page of its own too.
	inspectorDetailed = 5
	// inspectorDestinations is how many event destinations an account
	// shows, and inspectorEvents how many events of each.
	inspectorDestinations = 20
	inspectorEvents       = 20
	// inspectorRefreshMillis is how often the page's script refreshes
	// its content.
	inspectorRefreshMillis = 5000
)

// inspectorCSP is the Content-Security-Policy of every inspector
// response: scripts, styles and requests from the server itself only,
// nothing inline, no frames.
const inspectorCSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
	"form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

//go:embed inspector/*.html inspector/*.css inspector/*.js inspector/*.svg
var inspectorFiles embed.FS

// inspectorTemplates are the page templates, parsed once.
var inspectorTemplates = template.Must(template.New("inspector").Funcs(inspectorFuncs).ParseFS(inspectorFiles, "inspector/*.html"))

// inspector serves the inspector page of a server: its key signs the
// session cookies, so that a cookie is worth nothing to another process.
type inspector struct {
	srv *Server
	key []byte
	// sessions are the sign-ins that have not ended.
	sessions inspectorSessions
	// now reads the time that sessions expire by: the wall clock, as a
	// browser's cookies do, not the server's clock.
	now func() time.Time
}

// registerInspector serves the inspector's routes on the control API's
// mux. serveInspector sends them their requests before the control API
// asks for a bearer token: each route checks its own credential.
func (s *Server) registerInspector() {
	in := &inspector{srv: s, key: make([]byte, 32), now: time.Now}
	rand.Read(in.key)
	mux := s.accounts.control
	mux.HandleFunc("GET "+InspectorPath+"/login", in.loginForm)
	mux.HandleFunc("POST "+InspectorPath+"/login", in.login)
	mux.HandleFunc("POST "+InspectorPath+"/logout", in.logout)
	mux.HandleFunc("GET "+InspectorPath+"/assets/{file}", in.asset)
	mux.HandleFunc("GET "+InspectorPath, in.authenticated(in.overview))
	mux.HandleFunc("GET "+InspectorPath+"/accounts/{account}", in.authenticated(in.accountPage))
	mux.HandleFunc("GET "+InspectorPath+"/accounts/{account}/resources/{id}", in.authenticated(in.resourceJSON))
	mux.HandleFunc("GET "+InspectorPath+"/", in.authenticated(in.notFound))
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
	secureHeaders(w.Header())
	s.accounts.control.ServeHTTP(w, r)
	return true
}

// secureHeaders sets the headers of every inspector response: its
// Content-Security-Policy, and no caching, sniffing, framing or referrer.
func secureHeaders(h http.Header) {
	h.Set("Content-Security-Policy", inspectorCSP)
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
}

// authenticated serves h to a request with a valid session cookie or the
// control token as its bearer token, and sends any other to the login
// form.
func (in *inspector) authenticated(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !in.signedIn(r) && !in.srv.isControlToken(bearer(r)) {
			http.Redirect(w, r, InspectorPath+"/login", http.StatusSeeOther)
			return
		}
		h(w, r)
	}
}

// overview serves the inspector's main page: every account named, the
// first ones in detail.
func (in *inspector) overview(w http.ResponseWriter, r *http.Request) {
	accts, total := in.srv.inspectedAccounts()
	detailed := accts[:min(len(accts), inspectorDetailed)]
	in.render(w, http.StatusOK, "page.html", in.srv.pageView(accts, total, detailed))
}

// accountPage serves the page of one account.
func (in *inspector) accountPage(w http.ResponseWriter, r *http.Request) {
	acct, ok := in.srv.account(r.PathValue("account"))
	if !ok {
		in.notFound(w, r)
		return
	}
	accts, total := in.srv.inspectedAccounts()
	in.render(w, http.StatusOK, "page.html", in.srv.pageView(accts, total, []*Server{acct}))
}

// resourceJSON serves a resource of an account as the API's GET serves it.
func (in *inspector) resourceJSON(w http.ResponseWriter, r *http.Request) {
	acct, ok := in.srv.account(r.PathValue("account"))
	if !ok {
		in.notFound(w, r)
		return
	}
	rec, ok := acct.inspectedRecord(r.PathValue("id"))
	if !ok {
		in.notFound(w, r)
		return
	}
	// Records are never changed in place, so they encode without the lock.
	body, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		http.Error(w, "encoding the resource failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(append(body, '\n'))
}

// notFound answers a path of the inspector that names nothing.
func (in *inspector) notFound(w http.ResponseWriter, r *http.Request) {
	in.render(w, http.StatusNotFound, "notfound.html", notFoundView{Path: r.URL.Path})
}

// asset serves an embedded style sheet, script or icon, which hold no
// secret and are served without a credential, so that the login form has
// them. The page names its icon, so that a browser does not ask the
// public API for /favicon.ico, which the journal would show.
func (in *inspector) asset(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	var kind string
	switch {
	case strings.HasSuffix(name, ".css"):
		kind = "text/css; charset=utf-8"
	case strings.HasSuffix(name, ".js"):
		kind = "text/javascript; charset=utf-8"
	case strings.HasSuffix(name, ".svg"):
		kind = "image/svg+xml"
	}
	body, err := inspectorFiles.ReadFile("inspector/" + name)
	if kind == "" || err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", kind)
	w.Write(body)
}

// render answers with the template name executed on view. It renders
// into memory first, so that a failing template answers 500 rather than
// half a page.
func (in *inspector) render(w http.ResponseWriter, status int, name string, view any) {
	var buf strings.Builder
	if err := inspectorTemplates.ExecuteTemplate(&buf, name, view); err != nil {
		http.Error(w, "rendering the page failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write([]byte(buf.String()))
}

// notFoundView is what the page of a path that names nothing shows.
type notFoundView struct {
	Path string
}
