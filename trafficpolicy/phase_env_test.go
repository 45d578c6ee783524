package trafficpolicy_test

import (
	"os"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// Validate may run on many goroutines at once, as in a server that
// checks the policies of concurrent requests: the expression environment
// of each phase is shared.
func TestValidateRunsConcurrently(t *testing.T) {
	p, err := trafficpolicy.Parse(readFile(t, "every-action.json"))
	require.NoError(t, err)
	bad := requestRule("req.url.paht == '/'")
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			assert.NoError(t, p.Validate())
			assert.ErrorIs(t, bad.Validate(), trafficpolicy.ErrUnknownVariable)
		})
	}
	wg.Wait()
}

// BenchmarkValidate checks a policy of every action in all four phases.
func BenchmarkValidate(b *testing.B) {
	doc, err := os.ReadFile("testdata/every-action.json")
	require.NoError(b, err)
	p, err := trafficpolicy.Parse(doc)
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if err := p.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}
