package io.kwire.codec.netty;

import io.kwire.codec.MessageView;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What {@link KafkaRequestDecoder} hands the next handler for a request: its frame undecoded, a view
 * of its body, or its body decoded. A {@link RequestFilter} chooses one per API key and version.
 */
public final class RequestForm {
    /** A {@link KafkaFrame}: nothing read but the API key, version and correlation id. */
    public static final RequestForm FRAME = new RequestForm(Kind.FRAME, null);
    /** A {@link KafkaRequest} with the body decoded, and no frame kept: what {@link RequestFilter#decodes} asks for. */
    public static final RequestForm MESSAGE = new RequestForm(Kind.MESSAGE, null);
    /** A {@link KafkaRequest} with the body decoded and its {@link KafkaRequest#frame() frame} kept, to forward as it came. */
    public static final RequestForm MESSAGE_AND_FRAME = new RequestForm(Kind.MESSAGE_AND_FRAME, null);

    enum Kind { FRAME, MESSAGE, MESSAGE_AND_FRAME, VIEW }

    private final Kind kind;
    private final Supplier<? extends MessageView> views;

    private RequestForm(Kind kind, Supplier<? extends MessageView> views) {
        this.kind = kind;
        this.views = views;
    }

    /**
     * A {@link ViewedRequest}: the header read, the body viewed by a view from {@code views}, asked
     * for one per request (e.g. {@code ProduceRequestView::new}), and the frame kept.
     */
    public static RequestForm view(Supplier<? extends MessageView> views) {
        return new RequestForm(Kind.VIEW, Objects.requireNonNull(views, "views"));
    }

    Kind kind() {
        return kind;
    }

    /** A view for one request, from the supplier this form was made with. */
    MessageView newView() {
        MessageView view = views.get();
        if (view == null) {
            throw new IllegalStateException("the view supplier of " + this + " gave null");
        }
        return view;
    }

    @Override
    public String toString() {
        return "RequestForm." + kind;
    }
}
