package setup_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestParseReportsEveryUnknownField checks that every misspelt key of a
// file is reported in one run, nested ones included, in the order of the
// file, each at its line and with the known field of its own struct that
// is close.
func TestParseReportsEveryUnknownField(t *testing.T) {
	_, err := setup.Parse("account.yaml", []byte(`reserved_domains:
  - domain: app.example.com
cloud_endpoints:
  - name: app
    urll: https://app.example.com
https_edges:
  - name: web
    routes:
      - match: /
        backend: welcome
        circuit_breaker:
          volume_treshold: 20
vautls: []
`))
	require.Error(t, err)
	assert.Equal(t, strings.Join([]string{
		"account.yaml:5: cloud_endpoints[0].urll: unknown field; did you mean url?",
		"account.yaml:12: https_edges[0].routes[0].circuit_breaker.volume_treshold: unknown field; did you mean volume_threshold?",
		"account.yaml:13: vautls: unknown field; did you mean vaults?",
	}, "\n"), err.Error())
	var joined interface{ Unwrap() []error }
	require.True(t, errors.As(err, &joined), "the error joins one error a mistake")
	assert.Len(t, joined.Unwrap(), 3)
}

// TestParseSuggestsOnlyACloseField checks that an unknown key that is
// near no field of its struct gets no suggestion, at any depth.
func TestParseSuggestsOnlyACloseField(t *testing.T) {
	_, err := setup.Parse("account.yaml", []byte("ip_policies:\n  - name: office\n    rules:\n      - {cidr: 10.0.0.0/8, nothing_like_it: 1}\n"))
	assert.EqualError(t, err, "account.yaml:4: ip_policies[0].rules[0].nothing_like_it: unknown field")
}

// TestParseReportsOtherMistakesWithUnknownFields checks that a value of
// the wrong type does not hide the unknown fields after it.
func TestParseReportsOtherMistakesWithUnknownFields(t *testing.T) {
	_, err := setup.Parse("account.yaml", []byte("http_response_backends:\n  - name: x\n    status_code: ok\n    bodyy: hi\nvaults: prod\n"))
	assert.EqualError(t, err, strings.Join([]string{
		`account.yaml:3: http_response_backends[0].status_code: want an integer of 32 bits, got "ok"`,
		"account.yaml:4: http_response_backends[0].bodyy: unknown field; did you mean body?",
		"account.yaml:5: vaults: want a list",
	}, "\n"))
}

// TestParseBoundsTheMistakesReported checks that the error lists the
// first 50 mistakes and counts the others, however many a file holds.
func TestParseBoundsTheMistakesReported(t *testing.T) {
	for _, tc := range []struct{ mistakes, lines int }{{1, 1}, {50, 50}, {51, 51}, {20000, 51}} {
		var doc strings.Builder
		doc.WriteString("ip_policies:\n")
		for i := range tc.mistakes {
			fmt.Fprintf(&doc, "  - {name: p%d, colour: red}\n", i)
		}
		_, err := setup.Parse("account.yaml", []byte(doc.String()))
		require.Error(t, err, tc.mistakes)
		lines := strings.Split(err.Error(), "\n")
		require.Len(t, lines, tc.lines, tc.mistakes)
		assert.Equal(t, "account.yaml:2: ip_policies[0].colour: unknown field", lines[0])
		if tc.mistakes > 50 {
			assert.Equal(t, "account.yaml:51: ip_policies[49].colour: unknown field", lines[49])
			assert.Equal(t, fmt.Sprintf("account.yaml: and %d more mistakes, not shown", tc.mistakes-50), lines[50])
		}
	}
}
