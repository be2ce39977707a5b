package io.kwire.codec.netty;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageView;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;

/**
 * A response frame with its body under a view: what a proxy reads of a broker's answer (a
 * {@link KafkaFrame} from {@link KafkaClientChannel#relay}) and patches before it
 * {@link #forward}s it to its client, the rest of the body left as it came. It holds the frame.
 */
public final class ViewedResponse extends ViewedFrame {
    private ViewedResponse(KafkaFrame frame, int bodyIndex, MessageView view, short version) {
        super(frame, bodyIndex, view, version);
    }

    /**
     * Views {@code response}'s body with {@code view}, taking over the frame's reference: the header
     * is read at the version {@code codec} gives for the frame's API version, and the body viewed at
     * that version (at version 0 for an ApiVersions answer of UNSUPPORTED_VERSION, as Kafka writes it).
     *
     * @throws MalformedMessageException if the header cannot be read
     * @throws IllegalArgumentException if {@code codec} is of another API than the frame; on any
     *     exception the frame is released
     */
    public static ViewedResponse of(KafkaFrame response, ApiMessageCodec<?> codec, MessageView view) {
        try {
            if (codec.apiKey() != response.apiKey()) {
                throw new IllegalArgumentException(response + " is not of API " + codec.apiKey() + ", " + codec
                        + "'s");
            }
            ByteBuf content = response.content();
            int start = content.readerIndex();
            ResponseHeaderCodec.INSTANCE.read(content, codec.headerVersion(response.apiVersion()));
            int bodyIndex = content.readerIndex();
            content.readerIndex(start);
            short version = ApiVersionsResponses.bodyVersion(response.apiKey(), response.apiVersion(), content,
                    bodyIndex);
            return new ViewedResponse(response, bodyIndex, view, version);
        } catch (RuntimeException e) {
            response.release();
            throw e;
        }
    }

    @Override
    public String toString() {
        return "ViewedResponse(" + frame() + ")";
    }
}
