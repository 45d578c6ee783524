package validate

import "unicode/utf8"

// The error codes of the rules of reserved addresses that the API's
// public error reference gives (errors/err_ngrok_<code>).
const (
	// CodeAddrDescriptionLength: a description over
	// MaxDescriptionBytes characters.
	CodeAddrDescriptionLength = "ERR_NGROK_504"
	// CodeAddrMetadataLength: metadata over MaxMetadataBytes characters
	// (errors/err_ngrok_505).
	CodeAddrMetadataLength = "ERR_NGROK_505"
	// CodeAddrUpdateEmpty: an update that supplies no value.
	CodeAddrUpdateEmpty = "ERR_NGROK_506"
)

// AddrDescription checks the optional description of a reserved address:
// valid UTF-8 and, as errors/err_ngrok_504 counts it, at most
// MaxDescriptionBytes characters; the message gives the limit and the
// length, as the page's does.
func AddrDescription(v *string) error {
	if v == nil {
		return nil
	}
	if !utf8.ValidString(*v) {
		return Fail("description", "must be valid UTF-8")
	}
	if n := utf8.RuneCountInString(*v); n > MaxDescriptionBytes {
		return FailCoded(CodeAddrDescriptionLength, "description",
			"a description is limited to %d characters; you have entered %d characters", MaxDescriptionBytes, n)
	}
	return nil
}

// AddrMetadata checks the optional metadata of a reserved address: valid
// UTF-8 and, as errors/err_ngrok_505 counts it, at most MaxMetadataBytes
// characters.
func AddrMetadata(v *string) error {
	return MaxCharsCoded(CodeAddrMetadataLength, "metadata", v, MaxMetadataBytes,
		"metadata is limited to %d characters; you have entered %d characters")
}

// AddrUpdate checks that an update of a reserved address supplies a
// value: a description or metadata (errors/err_ngrok_506).
func AddrUpdate(description, metadata *string) error {
	if description == nil && metadata == nil {
		return FailCoded(CodeAddrUpdateEmpty, "description",
			"the reserved address update failed because no values were provided: give a description or metadata")
	}
	return nil
}
