// Package coverage holds the test that keeps the SDK, ingresstest and the
// API in step: a table of every endpoint, with the SDK method that calls it,
// checked against the endpoints of the specification, the published OpenAPI
// description, the routes ingresstest serves and the endpoint tables of
// docs/ENDPOINTS.md; and the relative links of the README and docs/, each
// of which must lead to a file and a heading that exist. The package has no
// code of its own.
package coverage
