package fake

// Error codes of the public error reference for situations that the
// codes beside Errorf do not tell apart.
const (
	// CodeMissingVersion: no Ngrok-Version header (CodeBadVersion is a
	// version other than 2).
	CodeMissingVersion = "ERR_NGROK_218"
	// CodeBadLimit: a limit query parameter that is not a number from 1
	// to the largest page size.
	CodeBadLimit = "ERR_NGROK_233"
	// CodeUnknownField: a body member that the endpoint does not take.
	CodeUnknownField = "ERR_NGROK_214"
	// CodeAgentIngressTaken: creating an agent ingress for a domain that
	// already has one.
	CodeAgentIngressTaken = "ERR_INGRESSTEST_AGENT_INGRESS_EXISTS"
)
