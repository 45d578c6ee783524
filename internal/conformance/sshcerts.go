package conformance

func sshCerts(env *Env) {}
