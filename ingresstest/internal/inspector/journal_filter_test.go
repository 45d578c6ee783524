package inspector

import (
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// filtered is a request as the journal filter reads it.
type filtered struct {
	method    string
	status    int
	operation string
}

// requestsToFilter are requests of several methods, statuses and
// operations.
var requestsToFilter = []filtered{
	{"GET", 200, "ReservedDomainsList"},
	{"POST", 201, "ReservedDomainsCreate"},
	{"GET", 404, "IpPoliciesGet"},
	{"DELETE", 204, "ReservedDomainsDelete"},
	{"PATCH", 400, "ReservedDomainsUpdate"},
	{"GET", 503, "ReservedDomainsList"},
	{"get", 200, ""},
}

func TestJournalFilterKeepsWhatItsFormsSay(t *testing.T) {
	for _, c := range []struct {
		query string
		keeps []int // indexes in requestsToFilter
	}{
		{"", []int{0, 1, 2, 3, 4, 5, 6}},
		{"method=GET", []int{0, 2, 5, 6}},
		{"method=get", []int{0, 2, 5, 6}},
		{"method=not+GET", []int{1, 3, 4}},
		{"method=NOT++get", []int{1, 3, 4}},
		{"method=!GET", []int{1, 3, 4}},
		{"method=!+Post", []int{0, 2, 3, 4, 5, 6}},
		{"status=404", []int{2}},
		{"status=4xx", []int{2, 4}},
		{"status=4XX", []int{2, 4}},
		{"status=2xx", []int{0, 1, 3, 6}},
		{"status=not+2xx", []int{2, 4, 5}},
		{"status=!200", []int{1, 2, 3, 4, 5}},
		{"status=5xx", []int{5}},
		{"operation=ReservedDomainsList", []int{0, 5}},
		{"operation=not+ReservedDomainsList", []int{1, 2, 3, 4, 6}},
		{"operation=reserveddomainslist", nil},
		{"method=not+GET&status=2xx", []int{1, 3}},
		{"method=GET&status=not+2xx&operation=ReservedDomainsList", []int{5}},
		{"method=+&status=&operation=", []int{0, 1, 2, 3, 4, 5, 6}},
		{"other=1&method=DELETE", []int{3}},
	} {
		q, err := url.ParseQuery(c.query)
		require.NoError(t, err)
		form, f := parseJournalFilter(q)
		require.Empty(t, form.Error, c.query)
		var kept []int
		for i, r := range requestsToFilter {
			if f.Keeps(r.method, r.status, r.operation) {
				kept = append(kept, i)
			}
		}
		assert.Equal(t, c.keeps, kept, c.query)
	}
}

func TestJournalFilterShowsItsValuesAgain(t *testing.T) {
	form, _ := parseJournalFilter(url.Values{"method": {" not GET "}, "status": {"4xx"}, "operation": {"<script>"}})
	assert.Equal(t, journalForm{Method: "not GET", Status: "4xx", Operation: "<script>"}, form)
	assert.True(t, form.Active())
	form, _ = parseJournalFilter(url.Values{"method": {" "}})
	assert.False(t, form.Active(), "a blank value selects nothing")
}

func TestJournalFilterRefusesWhatCannotMatch(t *testing.T) {
	long := strings.Repeat("G", maxFilterBytes+1)
	for _, c := range []struct {
		query url.Values
		says  string
	}{
		{url.Values{"status": {"abc"}}, `status "abc" is not a status`},
		{url.Values{"status": {"7xx"}}, `status "7xx" is not a status`},
		{url.Values{"status": {"600"}}, `status "600"`},
		{url.Values{"status": {"099"}}, `status "099"`},
		{url.Values{"status": {"4x"}}, `status "4x"`},
		{url.Values{"status": {"4x1"}}, `status "4x1"`},
		{url.Values{"status": {"+40"}}, `status "+40"`},
		{url.Values{"status": {"not"}}, `status "not"`},
		{url.Values{"status": {"not not 2xx"}}, `status "not not 2xx"`},
		{url.Values{"method": {"G3T"}}, `method "G3T" is not an HTTP method`},
		{url.Values{"method": {"!"}}, `method "!"`},
		{url.Values{"method": {"GET POST"}}, `method "GET POST"`},
		{url.Values{"operation": {"!"}}, `operation "!"`},
		{url.Values{"operation": {"Line\nBreak"}}, `operation "Line\nBreak"`},
		{url.Values{"operation": {"Ünicode"}}, `operation "Ünicode"`},
		{url.Values{"method": {long}}, "method is longer than 128 bytes."},
		{url.Values{"method": {"GET", "POST"}}, "method is given 2 times; give it once."},
		{url.Values{"status": {"", ""}}, "status is given 2 times; give it once."},
	} {
		form, f := parseJournalFilter(c.query)
		assert.Contains(t, form.Error, c.says, c.query)
		assert.Equal(t, JournalFilter{}, f, "a refused filter is the zero one")
	}

	form, _ := parseJournalFilter(url.Values{"method": {long}, "status": {"7xx"}, "operation": {"Op"}})
	assert.Equal(t, "", form.Method, "a value too long is not shown again")
	assert.Equal(t, "7xx", form.Status)
	assert.Equal(t, "Op", form.Operation)
	assert.Contains(t, form.Error, "method is longer")
	assert.Contains(t, form.Error, `status "7xx"`, "every problem is said")
	_, f := parseJournalFilter(url.Values{"method": {strings.Repeat("G", maxFilterBytes)}})
	assert.True(t, f.Keeps(strings.Repeat("g", maxFilterBytes), 200, ""), "a value of the bound is taken")
}

// FuzzParseJournalFilter checks that any query parses without a panic,
// into a refusal or a filter that the values it shows again give anew.
func FuzzParseJournalFilter(f *testing.F) {
	f.Add("not GET", "4xx", "ReservedDomainsList")
	f.Add("!get", "!404", "not GET /x/{id}")
	f.Add("", "7xx", "<script>")
	f.Add("NOT ", "not  2XX", "!")
	f.Fuzz(func(t *testing.T, method, status, operation string) {
		form, filter := parseJournalFilter(url.Values{"method": {method}, "status": {status}, "operation": {operation}})
		if form.Error != "" {
			return
		}
		again, filterAgain := parseJournalFilter(url.Values{"method": {form.Method}, "status": {form.Status}, "operation": {form.Operation}})
		if again != form || filterAgain != filter {
			t.Fatalf("%+v parsed as %+v, shown again as %+v, parsed again as %+v", form, filter, again, filterAgain)
		}
	})
}
