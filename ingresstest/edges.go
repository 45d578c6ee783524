package ingresstest

import "github.com/ingresskit/ingress/internal/fake"

// CodeModuleNotConfigured is the error code (status 404) of reading a
// module that an edge or route does not have. Deleting such a module
// succeeds and changes nothing.
const CodeModuleNotConfigured = fake.CodeModuleNotConfigured
