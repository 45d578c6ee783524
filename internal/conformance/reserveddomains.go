package conformance

func reservedDomains(env *Env) {}
