package io.kwire.annotations;

/** Whether a top-level API message travels from client to broker or back. */
public enum MessageType {
    /** Sent by a client, preceded by a request header. */
    REQUEST,
    /** Sent by a broker in answer to a request, preceded by a response header. */
    RESPONSE
}
