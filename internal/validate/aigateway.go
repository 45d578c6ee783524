package validate

// The error codes of the rules of AI gateway API keys that the AI
// gateway's error reference gives (ai-gateway/reference/error-codes.mdx).
const (
	// CodeAIKeyDescriptionLength: a description over 255 characters.
	CodeAIKeyDescriptionLength = "ERR_NGROK_27004"
	// CodeAIKeyMetadataLength: metadata over 4096 characters.
	CodeAIKeyMetadataLength = "ERR_NGROK_27005"
	// CodeAIKeyFieldMissing: a create without a required field, its
	// endpoint_id.
	CodeAIKeyFieldMissing = "ERR_NGROK_27006"
)

// AIGatewayKey checks the description and metadata of an AI gateway API
// key, which the reference counts in characters, and its endpoint_id when
// endpointID is not nil (a create always gives one; an empty one is
// missing).
func AIGatewayKey(description, metadata, endpointID *string) error {
	var endpointErr error
	if endpointID != nil {
		if *endpointID == "" {
			endpointErr = FailCoded(CodeAIKeyFieldMissing, "endpoint_id", "the endpoint_id field is required")
		} else {
			endpointErr = ID("endpoint_id", *endpointID)
		}
	}
	return First(
		MaxCharsCoded(CodeAIKeyDescriptionLength, "description", description, MaxDescriptionBytes,
			"the description field cannot be longer than %d characters, got %d"),
		MaxCharsCoded(CodeAIKeyMetadataLength, "metadata", metadata, MaxMetadataBytes,
			"the metadata field cannot be longer than %d characters, got %d"),
		endpointErr,
	)
}
