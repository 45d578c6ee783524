package main

import (
	"fmt"
	"io"

	"github.com/ingresskit/ingress/ingresstest"
)

// envNames are the names of the URL and key lines the command prints.
type envNames struct {
	url, key string
}

// namesOf returns the names the -env flag asks for.
func namesOf(flag string) (envNames, error) {
	switch flag {
	case "ingress-fake":
		return envNames{url: "INGRESS_FAKE_URL", key: "INGRESS_FAKE_API_KEY"}, nil
	case "ngrok":
		return envNames{url: "NGROK_API_URL", key: "NGROK_API_KEY"}, nil
	}
	return envNames{}, fmt.Errorf("-env must be ingress-fake or ngrok, got %q", flag)
}

// printEnv prints the four shell assignments of srv, one per line.
func printEnv(w io.Writer, names envNames, srv *ingresstest.Server) {
	fmt.Fprintf(w, "%s=%s\n%s=%s\nINGRESS_FAKE_ADMIN_ID=%s\nINGRESS_FAKE_CONTROL_TOKEN=%s\n",
		names.url, srv.URL, names.key, srv.APIKey, srv.AdminID, srv.ControlToken)
}
