package ingresstest

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// InspectorSessionTime is how long a sign-in to the inspector page lasts.
const InspectorSessionTime = 12 * time.Hour

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
	if !in.srv.isControlToken(r.PostForm.Get("token")) {
		in.render(w, http.StatusUnauthorized, "login.html", loginView{Failed: true})
		return
	}
	expires := time.Now().Add(InspectorSessionTime)
	http.SetCookie(w, in.cookie(r, in.sessionValue(expires.Unix()), int(InspectorSessionTime/time.Second)))
	http.Redirect(w, r, InspectorPath, http.StatusSeeOther)
}

// logout clears the session cookie of a signed-in browser and sends it to
// the login form. It asks for the cookie itself, which a browser sends
// from the inspector's own pages alone (SameSite=Strict), so that another
// site cannot sign the browser out.
func (in *inspector) logout(w http.ResponseWriter, r *http.Request) {
	if in.signedIn(r) {
		http.SetCookie(w, in.cookie(r, "", -1))
	}
	http.Redirect(w, r, InspectorPath+"/login", http.StatusSeeOther)
}

// cookie returns the session cookie with value, for maxAge seconds (-1
// to delete it). It is Secure when r came over TLS.
func (in *inspector) cookie(r *http.Request, value string, maxAge int) *http.Cookie {
	return &http.Cookie{
		Name: inspectorCookie, Value: value, Path: InspectorPath, MaxAge: maxAge,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil,
	}
}

// sessionValue returns the value of a session cookie that expires at
// the Unix time expires: the time and a MAC of it and the control token
// under the inspector's key. It holds neither the token nor anything
// from which another process could make a valid cookie.
func (in *inspector) sessionValue(expires int64) string {
	at := strconv.FormatInt(expires, 10)
	return at + "." + in.mac(at)
}

// mac returns the MAC of the expiry time at, bound to the control token.
func (in *inspector) mac(at string) string {
	h := hmac.New(sha256.New, in.key)
	h.Write([]byte("inspector session\x00" + at + "\x00" + in.srv.ControlToken))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}

// signedIn reports whether r carries a session cookie of this process
// that has not expired.
func (in *inspector) signedIn(r *http.Request) bool {
	c, err := r.Cookie(inspectorCookie)
	if err != nil {
		return false
	}
	at, sum, ok := strings.Cut(c.Value, ".")
	if !ok {
		return false
	}
	expires, err := strconv.ParseInt(at, 10, 64)
	if err != nil || time.Now().Unix() >= expires {
		return false
	}
	return hmac.Equal([]byte(sum), []byte(in.mac(at)))
}
