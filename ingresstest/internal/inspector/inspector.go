package inspector

import (
	"crypto/rand"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Path is the path of the inspector page, which ingresstest documents as
// InspectorPath. The templates name it in their links and forms, the
// session cookie is scoped to it, and redirects lead under it.
const Path = "/_ingress/inspector"

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

// Inspector serves the inspector page of one server, as the handlers of
// the routes that ingresstest registers under Path. The pages but the
// login form and the assets ask for a session cookie or the control token
// as bearer token, and send any other request to the login form.
//
// Its key, which signs the session cookies, and its sessions are behind a
// pointer, and it prints as "inspector" whatever the verb (see Format),
// so that printing it shows none of them.
type Inspector struct {
	in *inspector
}

// Format writes "inspector": no verb shows the key, the sessions or the
// server's control token, which fmt would print from behind the pointer
// for a verb that does not suit a pointer, such as %s.
func (i Inspector) Format(f fmt.State, _ rune) {
	io.WriteString(f, "inspector")
}

// New returns the inspector of srv, with a key of its own, so that a
// session cookie is worth nothing to another process, and sessions that
// expire by the wall clock.
func New(srv Server) Inspector {
	in := &inspector{srv: srv, key: make([]byte, 32), now: time.Now}
	rand.Read(in.key)
	return Inspector{in: in}
}

// LoginForm serves the form that asks for the control token
// (GET Path+"/login").
func (i Inspector) LoginForm(w http.ResponseWriter, r *http.Request) { i.in.loginForm(w, r) }

// Login checks the control token that the form posted, from the body
// alone: the right one opens a session, whose cookie it sets, and sends
// the browser on to Path; a wrong one gets the form again, 401, and no
// cookie (POST Path+"/login").
func (i Inspector) Login(w http.ResponseWriter, r *http.Request) { i.in.login(w, r) }

// Logout ends the session whose cookie r carries, clears the cookie and
// sends the browser to the login form (POST Path+"/logout").
func (i Inspector) Logout(w http.ResponseWriter, r *http.Request) { i.in.logout(w, r) }

// Asset serves the embedded style sheet, script or icon that the path
// value {file} names, without a credential (GET Path+"/assets/{file}").
func (i Inspector) Asset(w http.ResponseWriter, r *http.Request) { i.in.asset(w, r) }

// Overview serves the main page, to a signed-in request (GET Path).
func (i Inspector) Overview(w http.ResponseWriter, r *http.Request) {
	i.in.authenticated(i.in.overview)(w, r)
}

// AccountPage serves the page of the account that the path value
// {account} names, to a signed-in request
// (GET Path+"/accounts/{account}").
func (i Inspector) AccountPage(w http.ResponseWriter, r *http.Request) {
	i.in.authenticated(i.in.accountPage)(w, r)
}

// ResourceJSON serves the record whose ID is the path value {id} of the
// account that the path value {account} names, to a signed-in request
// (GET Path+"/accounts/{account}/resources/{id}").
func (i Inspector) ResourceJSON(w http.ResponseWriter, r *http.Request) {
	i.in.authenticated(i.in.resourceJSON)(w, r)
}

// NotFound answers a path of the inspector that names nothing, to a
// signed-in request (GET Path+"/").
func (i Inspector) NotFound(w http.ResponseWriter, r *http.Request) {
	i.in.authenticated(i.in.notFound)(w, r)
}

// inspector serves the inspector page of a server: its key signs the
// session cookies, so that a cookie is worth nothing to another process.
type inspector struct {
	srv Server
	key []byte
	// sessions are the sign-ins that have not ended.
	sessions inspectorSessions
	// now reads the time that sessions expire by: the wall clock, as a
	// browser's cookies do, not the server's clock.
	now func() time.Time
}

// authenticated serves h to a request with a valid session cookie or the
// control token as its bearer token, and sends any other to the login
// form.
func (in *inspector) authenticated(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !in.signedIn(r) && !in.srv.IsControlBearer(r) {
			http.Redirect(w, r, Path+"/login", http.StatusSeeOther)
			return
		}
		h(w, r)
	}
}
