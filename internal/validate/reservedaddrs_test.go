package validate_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/validate"
)

// TestKnownRegion follows errors/err_ngrok_500: the message lists the
// valid regions.
func TestKnownRegion(t *testing.T) {
	regions := []string{"us", "eu"}
	assert.NoError(t, validate.KnownRegion("region", nil, regions))
	assert.NoError(t, validate.KnownRegion("region", new("eu"), regions))
	err := validate.KnownRegion("region", new("mars"), regions)
	requireCode(t, err, validate.CodeUnknownRegion)
	assert.ErrorContains(t, err, `use one of "us", "eu"`)
}

// TestAddrDescription follows errors/err_ngrok_504, which counts
// characters and gives the limit and the length.
func TestAddrDescription(t *testing.T) {
	assert.NoError(t, validate.AddrDescription(nil))
	assert.NoError(t, validate.AddrDescription(new(strings.Repeat("é", 255))))
	err := validate.AddrDescription(new(strings.Repeat("é", 300)))
	requireCode(t, err, validate.CodeAddrDescriptionLength)
	assert.ErrorContains(t, err, "limited to 255 characters; you have entered 300 characters")
	assert.Error(t, validate.AddrDescription(new("\xff")))
}

// TestAddrUpdate follows errors/err_ngrok_506: an update needs a value.
func TestAddrUpdate(t *testing.T) {
	requireCode(t, validate.AddrUpdate(nil, nil), validate.CodeAddrUpdateEmpty)
	assert.NoError(t, validate.AddrUpdate(new(""), nil), "an empty description is a value")
	assert.NoError(t, validate.AddrUpdate(nil, new("m")))
}

// TestAddrMetadata follows errors/err_ngrok_505, which counts characters.
func TestAddrMetadata(t *testing.T) {
	var withCode *validate.CodedError
	err := validate.AddrMetadata(new(strings.Repeat("é", validate.MaxMetadataBytes+1)))
	if assert.ErrorAs(t, err, &withCode) {
		assert.Equal(t, validate.CodeAddrMetadataLength, withCode.Code)
	}
	assert.NoError(t, validate.AddrMetadata(new(strings.Repeat("é", validate.MaxMetadataBytes))), "characters are counted, not bytes")
	assert.NoError(t, validate.AddrMetadata(nil))
}
