package inspector

import (
	"crypto/subtle"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tokenServer is a Server of a control token and nothing else: no
// account, no manual clock.
type tokenServer struct{ token string }

func (s tokenServer) IsControlToken(token string) bool {
	return s.token != "" && subtle.ConstantTimeCompare([]byte(token), []byte(s.token)) == 1
}

func (s tokenServer) IsControlBearer(r *http.Request) bool {
	token, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return s.IsControlToken(token)
}

func (s tokenServer) ControlToken() string         { return s.token }
func (tokenServer) ManualClock() (time.Time, bool) { return time.Time{}, false }
func (tokenServer) Accounts() []Account            { return nil }
func (tokenServer) Account(string) (Account, bool) { return nil, false }

// inspectorAt returns an inspector of srv whose sessions expire by the
// time *now reads.
func inspectorAt(srv Server, now *time.Time) *inspector {
	return &inspector{srv: srv, key: []byte("a key of the inspector's own 32b"), now: func() time.Time { return *now }}
}

// signInTo posts the control token to in's login form and returns the
// session cookie it sets.
func signInTo(t *testing.T, in *inspector) *http.Cookie {
	t.Helper()
	form := url.Values{"token": {in.srv.ControlToken()}}
	req := httptest.NewRequest(http.MethodPost, Path+"/login", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec := httptest.NewRecorder()
	in.login(rec, req)
	require.Equal(t, http.StatusSeeOther, rec.Code)
	cookies := rec.Result().Cookies()
	require.Len(t, cookies, 1)
	return cookies[0]
}

// opens reports whether cookie opens in's pages.
func opens(in *inspector, cookie *http.Cookie) bool {
	req := httptest.NewRequest(http.MethodGet, Path, nil)
	req.AddCookie(cookie)
	return in.signedIn(req)
}

// TestInspectorLogoutEndsTheSession keeps the cookie of a sign-in past
// its logout: it opens nothing any more, while another browser's session
// goes on.
func TestInspectorLogoutEndsTheSession(t *testing.T) {
	srv := tokenServer{token: "the control token of a server"}
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(srv, &now)
	kept, other := signInTo(t, in), signInTo(t, in)
	require.True(t, opens(in, kept))

	req := httptest.NewRequest(http.MethodPost, Path+"/logout", nil)
	req.AddCookie(kept)
	rec := httptest.NewRecorder()
	in.logout(rec, req)
	assert.Equal(t, http.StatusSeeOther, rec.Code)
	assert.False(t, opens(in, kept), "a cookie kept past its logout")
	assert.True(t, opens(in, other), "another browser's session")
}

// TestInspectorSessionExpires moves the inspector's time to one second
// before a session's end and to its end: the cookie opens the pages, then
// no more.
func TestInspectorSessionExpires(t *testing.T) {
	srv := tokenServer{token: "the control token of a server"}
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(srv, &now)
	c := signInTo(t, in)
	now = now.Add(SessionTime - time.Second)
	assert.True(t, opens(in, c), "a second before its end")
	now = now.Add(time.Second)
	assert.False(t, opens(in, c), "at its end")
}

// TestInspectorSessionRefusesForgeries changes each part of a cookie: the
// session, its MAC, the control token it was made under.
func TestInspectorSessionRefusesForgeries(t *testing.T) {
	srv := tokenServer{token: "the control token of a server"}
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(srv, &now)
	c := signInTo(t, in)
	id, sum, ok := strings.Cut(c.Value, ".")
	require.True(t, ok)
	for name, value := range map[string]string{
		"another session":   "AAAAAAAAAAAAAAAAAAAAAAAA." + sum,
		"another MAC":       id + "." + strings.Repeat("A", len(sum)),
		"no MAC":            id,
		"a session made up": in.sessionValue("made-up"),
	} {
		assert.False(t, opens(in, &http.Cookie{Name: inspectorCookie, Value: value}), name)
	}
	other := tokenServer{token: "the control token of another server"}
	assert.False(t, opens(&inspector{srv: other, key: in.key, now: in.now}, c), "the cookie of a server with another control token")
	assert.True(t, opens(in, c))
}

// TestInspectorSessionsAreBounded signs in more often than the server
// keeps sessions: every sign-in works, and the oldest sessions end.
func TestInspectorSessionsAreBounded(t *testing.T) {
	srv := tokenServer{token: "the control token of a server"}
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(srv, &now)
	var cookies []*http.Cookie
	for range inspectorMaxSessions + 3 {
		c := signInTo(t, in)
		require.True(t, opens(in, c))
		cookies = append(cookies, c)
	}
	for i, c := range cookies {
		assert.Equal(t, i >= 3, opens(in, c), "sign-in %d", i)
	}
	assert.Len(t, in.sessions.order, inspectorMaxSessions)
}
