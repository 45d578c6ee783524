package ingresstest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/internal/wire"
)

// fuzzCollections are the collections whose create endpoint the fuzz
// target posts to. A created resource's update endpoint, and those of its
// sub-resources and modules (fuzzFollow), get the same body next.
var fuzzCollections = []string{
	"/api_keys", "/credentials", "/ssh_credentials",
	"/ssh_certificate_authorities", "/ssh_host_certificates", "/ssh_user_certificates",
	"/tls_certificates", "/certificate_authorities", "/reserved_domains",
	"/ip_policies", "/ip_policy_rules", "/agent_ingresses",
	"/backends/http_response", "/backends/failover",
	"/edges/tls", "/edges/tcp", "/edges/https",
	"/event_destinations", "/event_subscriptions",
	"/tunnel_sessions/ts_missing/restart", "/tunnel_sessions/ts_missing/update",
	"/no_such_collection",
}

// fuzzFollow lists, by collection, the requests made with the same body to
// a resource created there, after its modules (fuzzModules); "{}" is the
// new resource's ID.
var fuzzFollow = map[string][]string{
	"/edges/https":         {"POST /edges/https/{}/routes"},
	"/event_subscriptions": {"POST /event_subscriptions/{}/sources"},
}

// fuzzModules are, by collection, the types of the resources whose
// modules (wire.Modules) get the body when one was created.
var fuzzModules = map[string]reflect.Type{
	"/edges/tls":   reflect.TypeFor[edges.TLSEdge](),
	"/edges/tcp":   reflect.TypeFor[edges.TCPEdge](),
	"/edges/https": reflect.TypeFor[edges.HTTPSEdge](),
	"routes":       reflect.TypeFor[edges.Route](),
}

// putModules puts body to every module of the resource at item,
// whose type fuzzModules names under key.
func (fs *fuzzServer) putModules(key, item string, body []byte) {
	if t, ok := fuzzModules[key]; ok {
		for _, m := range wire.Modules(t) {
			fs.do(http.MethodPut, item+"/"+m.Name, body)
		}
	}
}

// fuzzStatuses are the statuses a request may be answered with. A 500
// would be a handler failing on its input.
var fuzzStatuses = map[int]bool{
	200: true, 201: true, 204: true, 400: true, 403: true, 404: true, 405: true, 409: true, 413: true,
}

// fuzzServer serves requests in memory with the admin key.
type fuzzServer struct {
	t     *testing.T
	s     *Server
	token string
}

// do sends body with method to path and checks the answer: a success with
// a JSON object (or nothing, for 204), or an error document. It returns
// the ID of a created resource.
func (fs *fuzzServer) do(method, path string, body []byte) (createdID string) {
	t := fs.t
	r := httptest.NewRequest(method, "http://fake.test"+path, bytes.NewReader(body))
	r.Header.Set("Authorization", "Bearer "+fs.token)
	r.Header.Set("Ngrok-Version", "2")
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	fs.s.serveHTTP(w, r)

	status := w.Code
	if !fuzzStatuses[status] {
		t.Fatalf("%s %s %q: status %d: %s", method, path, body, status, w.Body)
	}
	if status == http.StatusNoContent {
		if w.Body.Len() != 0 {
			t.Fatalf("%s %s: 204 with a body: %s", method, path, w.Body)
		}
		return ""
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/json" {
		t.Fatalf("%s %s: Content-Type %q", method, path, ct)
	}
	if status < 300 {
		var obj map[string]any
		if err := json.Unmarshal(w.Body.Bytes(), &obj); err != nil {
			t.Fatalf("%s %s: %d with a body that is not a JSON object: %v: %s", method, path, status, err, w.Body)
		}
		id, _ := obj["id"].(string)
		return id
	}
	var doc struct {
		ErrorCode  string            `json:"error_code"`
		StatusCode int               `json:"status_code"`
		Msg        string            `json:"msg"`
		Details    map[string]string `json:"details"`
	}
	dec := json.NewDecoder(w.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("%s %s: %d with a body that is not an error document: %v", method, path, status, err)
	}
	if !(strings.HasPrefix(doc.ErrorCode, "ERR_NGROK_") || strings.HasPrefix(doc.ErrorCode, "ERR_INGRESSTEST_") || status == 404) || doc.StatusCode != status || doc.Msg == "" || doc.Details["operation_id"] == "" {
		t.Fatalf("%s %s: %d with an incomplete error document: %+v", method, path, status, doc)
	}
	return ""
}

func FuzzRequestDecode(f *testing.F) {
	for i, seed := range []string{
		``, `{}`, `null`, `[]`, `"x"`, `7`, `{`, `{"description":`,
		`{"description":"d","metadata":"{\"a\":1}"}`,
		`{"description":7}`, `{"metadata":null}`, `{"description":"` + strings.Repeat("x", 300) + `"}`,
		`{"owner_id":"usr_missing"}`, `{"owner_id":""}`,
		`{"acl":["bind:*.example.com","bind:x"]}`, `{"acl":[7]}`, `{"acl":null}`, `{"acl":[]}`,
		`{"ip_policy_id":"ipp_missing","cidr":"10.0.0.0/8","action":"allow"}`,
		`{"cidr":"10.0.0.0/33"}`, `{"action":"maybe"}`,
		`{"hostports":["a.example.com:443"]}`, `{"hostports":"a"}`,
		`{"enabled":"yes"}`, `{"enabled":false}`, `{"backend_id":"bkdhr_missing"}`,
		`{"match_type":"path_prefix","match":"/"}`, `{"match_type":"nope"}`,
		`{"key_type":"ed25519"}`, `{"key_type":"rsa","key_size":-1}`,
		`{"certificate_pem":"-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----"}`,
		`{"public_key":"ssh-ed25519 AAAA"}`, `{"valid_after":"not a time"}`,
		`{"domain":"x.example.com"}`, `{"domain":"-bad-"}`, `{"region":"mars"}`,
		`{"body":"ok","status_code":999}`, `{"backends":["bkd_missing"]}`,
		`{"target":{"kinesis":{"auth":{}}}}`, `{"target":{}}`, `{"sources":[{"type":"x"}]}`,
		`{"type":"ip_policy_created.v0"}`, `{"version":"99"}`,
		"{\"description\":\"\xff\xfe\"}", `{"description":"\u0000"}`,
		`{"a":{"b":{"c":{"d":[[[[[[[[]]]]]]]]}}}}`,
	} {
		f.Add(uint8(i), []byte(seed))
	}
	for route := range fuzzCollections {
		f.Add(uint8(route), []byte(`{"description":"fuzz"}`))
	}
	clock := time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)
	f.Fuzz(func(t *testing.T, route uint8, body []byte) {
		seed := uint64(1)
		s := newServer("http://fake.test", config{now: func() time.Time { return clock }, idSeed: &seed})
		_, token := s.AddUser(true)
		fs := &fuzzServer{t: t, s: s, token: token}

		collection := fuzzCollections[int(route)%len(fuzzCollections)]
		id := fs.do(http.MethodPost, collection, body)
		if id == "" {
			return
		}
		fs.do(http.MethodPatch, collection+"/"+id, body)
		fs.putModules(collection, collection+"/"+id, body)
		for _, follow := range fuzzFollow[collection] {
			method, path, _ := strings.Cut(strings.ReplaceAll(follow, "{}", id), " ")
			routeID := fs.do(method, path, body)
			if routeID == "" || !strings.HasSuffix(path, "/routes") {
				continue
			}
			fs.do(http.MethodPatch, path+"/"+routeID, body)
			fs.putModules("routes", path+"/"+routeID, body)
		}
	})
}
