package ingress

// Version is the version of this SDK. It is sent in the User-Agent header.
const Version = "0.1.0"

// APIVersion is the version of the management API this SDK speaks. It is sent
// in the Ngrok-Version header of every request.
const APIVersion = "2"
