package inspector

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strings"
	"time"
)

// SessionTime is how long a sign-in to the inspector page lasts, which
// ingresstest documents as InspectorSessionTime.
const SessionTime = 12 * time.Hour

// inspectorCookie is the name of the inspector's session cookie.
const inspectorCookie = "ingress_inspector"

// inspectorLoginBody bounds the body of the login form: a token and
// little else.
const inspectorLoginBody = 4 << 10

// loginView is what the login form shows.
type loginView struct {
	// Failed is set when the token given was wrong.
	Failed bool
}

// loginForm serves the form that asks for the control token.
func (in *inspector) loginForm(w http.ResponseWriter, _ *http.Request) {
	in.render(w, http.StatusOK, "login.html", loginView{})
}

// login checks the token the form posted, from the body alone, never
// from the URL. The right token gets the session cookie and is sent on
// to the page; a wrong one gets the form again, 401, and no cookie.
func (in *inspector) login(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, inspectorLoginBody)
	if err := r.ParseForm(); err != nil {
		in.render(w, http.StatusBadRequest, "login.html", loginView{Failed: true})
		return
	}
	if !in.srv.IsControlToken(r.PostForm.Get("token")) {
		in.render(w, http.StatusUnauthorized, "login.html", loginView{Failed: true})
		return
	}
	id := in.sessions.open(in.now().Add(SessionTime))
	http.SetCookie(w, in.cookie(r, in.sessionValue(id), int(SessionTime/time.Second)))
	http.Redirect(w, r, Path, http.StatusSeeOther)
}

// logout ends the session of a signed-in browser, so that its cookie
// opens nothing from then on, even if kept, clears the cookie and sends
// the browser to the login form. It asks for the cookie itself, which a
// browser sends from the inspector's own pages alone (SameSite=Strict),
// so that another site cannot sign the browser out.
func (in *inspector) logout(w http.ResponseWriter, r *http.Request) {
	if id, ok := in.session(r); ok {
		in.sessions.end(id)
		http.SetCookie(w, in.cookie(r, "", -1))
	}
	http.Redirect(w, r, Path+"/login", http.StatusSeeOther)
}

// cookie returns the session cookie with value, for maxAge seconds (-1
// to delete it). It is Secure when r came over TLS.
func (in *inspector) cookie(r *http.Request, value string, maxAge int) *http.Cookie {
	return &http.Cookie{
		Name: inspectorCookie, Value: value, Path: Path, MaxAge: maxAge,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil,
	}
}

// sessionValue returns the value of the cookie of the session id: the ID
// and a MAC of it and the control token under the inspector's key. It
// holds neither the token nor anything from which another process could
// make a valid cookie; when the session ends is kept by the server.
func (in *inspector) sessionValue(id string) string {
	return id + "." + in.mac(id)
}

// mac returns the MAC of the session id, bound to the control token.
func (in *inspector) mac(id string) string {
	h := hmac.New(sha256.New, in.key)
	h.Write([]byte("inspector session\x00" + id + "\x00" + in.srv.ControlToken()))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}

// signedIn reports whether r carries the cookie of a session of this
// process that is open and has not expired.
func (in *inspector) signedIn(r *http.Request) bool {
	_, ok := in.session(r)
	return ok
}

// session returns the ID of the session whose cookie r carries, when its
// MAC is right (compared in constant time) and the session is open and
// has not expired.
func (in *inspector) session(r *http.Request) (string, bool) {
	c, err := r.Cookie(inspectorCookie)
	if err != nil {
		return "", false
	}
	id, sum, ok := strings.Cut(c.Value, ".")
	if !ok || !hmac.Equal([]byte(sum), []byte(in.mac(id))) || !in.sessions.live(id, in.now()) {
		return "", false
	}
	return id, true
}
