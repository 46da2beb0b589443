/** Whether this process should be sent new work: read by /readyz, set by the shutdown. */
export interface Readiness {
  /** Set when the process begins to stop: a load balancer should send it nothing new. */
  draining: boolean;
}
