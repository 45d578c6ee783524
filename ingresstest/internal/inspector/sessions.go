package inspector

import (
	"crypto/rand"
	"encoding/base64"
	"sync"
	"time"
)

// inspectorMaxSessions bounds the sign-ins to the inspector that the
// server keeps at once; past it, a new sign-in ends the oldest.
const inspectorMaxSessions = 64

// inspectorSessions are the sign-ins to the inspector that have not ended:
// a cookie opens the pages only while its session is here, so that a
// logout ends it at once, whatever the cookie says of its expiry.
type inspectorSessions struct {
	mu sync.Mutex
	// expires holds the expiry of each session, by its ID.
	expires map[string]time.Time
	// order holds the IDs of the sessions, oldest first.
	order []string
}

// open starts a session that lasts until expires and returns its ID,
// ending the oldest session when as many as inspectorMaxSessions are
// open.
func (ss *inspectorSessions) open(expires time.Time) string {
	raw := make([]byte, 18)
	rand.Read(raw)
	id := base64.RawURLEncoding.EncodeToString(raw)
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.expires == nil {
		ss.expires = map[string]time.Time{}
	}
	for len(ss.order) >= inspectorMaxSessions {
		delete(ss.expires, ss.order[0])
		ss.order = ss.order[1:]
	}
	ss.expires[id] = expires
	ss.order = append(ss.order, id)
	return id
}

// live reports whether the session id is open and not expired at now.
func (ss *inspectorSessions) live(id string, now time.Time) bool {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	expires, ok := ss.expires[id]
	return ok && now.Before(expires)
}

// end ends the session id.
func (ss *inspectorSessions) end(id string) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if _, ok := ss.expires[id]; !ok {
		return
	}
	delete(ss.expires, id)
	for i, open := range ss.order {
		if open == id {
			ss.order = append(ss.order[:i:i], ss.order[i+1:]...)
			break
		}
	}
}
