package inspector

import (
	"embed"
	"encoding/json"
	"html/template"
	"net/http"
	"strings"
)

//go:embed inspector/*.html inspector/*.css inspector/*.js inspector/*.svg
var inspectorFiles embed.FS

// inspectorTemplates are the page templates, parsed once.
var inspectorTemplates = template.Must(template.New("inspector").Funcs(inspectorFuncs).ParseFS(inspectorFiles, "inspector/*.html"))

// overview serves the inspector's main page: every account named, the
// first ones in detail.
func (in *inspector) overview(w http.ResponseWriter, r *http.Request) {
	accts, total := in.inspectedAccounts()
	detailed := accts[:min(len(accts), inspectorDetailed)]
	in.render(w, http.StatusOK, "page.html", in.pageView(accts, total, detailed, journalForm{}, JournalFilter{}))
}

// accountPage serves the page of one account, its journal filtered by
// the page's query (see parseJournalFilter). A filter refused is said on
// the page, which answers 400 and lists no request.
func (in *inspector) accountPage(w http.ResponseWriter, r *http.Request) {
	acct, ok := in.srv.Account(r.PathValue("account"))
	if !ok {
		in.notFound(w, r)
		return
	}
	form, f := parseJournalFilter(r.URL.Query())
	status := http.StatusOK
	if form.Error != "" {
		status = http.StatusBadRequest
	}
	accts, total := in.inspectedAccounts()
	in.render(w, status, "page.html", in.pageView(accts, total, []Account{acct}, form, f))
}

// resourceJSON serves a resource of an account as the API's GET serves it.
func (in *inspector) resourceJSON(w http.ResponseWriter, r *http.Request) {
	acct, ok := in.srv.Account(r.PathValue("account"))
	if !ok {
		in.notFound(w, r)
		return
	}
	rec, ok := inspectedRecord(acct, r.PathValue("id"))
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
