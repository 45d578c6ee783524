package errcatalog

// withoutPage holds the codes the API is known to send that have no page
// in the error reference, each with where it is known from.
var withoutPage = []Entry{
	{Code: 222, Class: Servable, Status: 404, StatusFrom: FromDocs,
		StatusDoc: "ngrok-api-node's recorded answer in its test \"api keys invalid id\"",
		When:      "a path ID that is not an identifier at all, like GET /api_keys/1000",
		Note:      "the official Node.js client's recorded answer in its tests"},
}
