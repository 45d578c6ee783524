package ingresstest

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/ingresstest/internal/journal"
)

// TestJournalLimitsAreTheJournals checks that the journal package's
// limits are JournalLimits field for field, that the defaults it fills
// in are those ingresstest documents, and that an entry's fixed cost is
// the 256 bytes JournalLimits says.
func TestJournalLimitsAreTheJournals(t *testing.T) {
	public, internal := reflect.TypeFor[JournalLimits](), reflect.TypeFor[journal.Limits]()
	if assert.Equal(t, public.NumField(), internal.NumField(), "the fields of JournalLimits and journal.Limits") {
		for i := range public.NumField() {
			assert.Equal(t, public.Field(i).Name, internal.Field(i).Name)
			assert.Equal(t, public.Field(i).Type, internal.Field(i).Type)
		}
	}
	assert.Equal(t, journal.Limits{Entries: 1, Bytes: 2, BodyBytes: 3, TotalBytes: 4},
		journalLimits(JournalLimits{Entries: 1, Bytes: 2, BodyBytes: 3, TotalBytes: 4}))
	assert.Equal(t, journal.Limits{
		Entries: DefaultJournalEntries, Bytes: DefaultJournalBytes, BodyBytes: DefaultJournalBodyBytes, TotalBytes: DefaultJournalTotalBytes,
	}, journalLimits(JournalLimits{}).WithDefaults())
	assert.Equal(t, journal.Limits{Entries: -1, Bytes: 2, BodyBytes: DefaultJournalBodyBytes, TotalBytes: DefaultJournalTotalBytes},
		journalLimits(JournalLimits{Entries: -1, Bytes: 2}).WithDefaults(), "a field set keeps its value")
	assert.Equal(t, 256, journal.EntryCost)
}
