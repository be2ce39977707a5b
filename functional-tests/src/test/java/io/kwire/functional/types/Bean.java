package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** A message with only private fields, reached through JavaBean accessors, and a struct of the same kind. */
@Versions("0-1")
@Flexible("1+")
class Bean {
    private int count;
    private boolean active;
    private String name = "";
    private List<Integer> ids = new ArrayList<>();
    private Part part = new Part();
    private UUID id = new UUID(0, 0);
    @Versions("1+")
    @Tagged(tag = 0)
    private long extra;
    private List<RawTaggedField> unknownTaggedFields = new ArrayList<>();

    public int getCount() {
        return count;
    }

    public void setCount(int count) {
        this.count = count;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public List<Integer> getIds() {
        return ids;
    }

    public void setIds(List<Integer> ids) {
        this.ids = ids;
    }

    public Part getPart() {
        return part;
    }

    public void setPart(Part part) {
        this.part = part;
    }

    public UUID getId() {
        return id;
    }

    public void setId(UUID id) {
        this.id = id;
    }

    public long getExtra() {
        return extra;
    }

    public void setExtra(long extra) {
        this.extra = extra;
    }

    public List<RawTaggedField> getUnknownTaggedFields() {
        return unknownTaggedFields;
    }

    public void setUnknownTaggedFields(List<RawTaggedField> unknownTaggedFields) {
        this.unknownTaggedFields = unknownTaggedFields;
    }

    /** A struct with a private field. */
    static class Part {
        private short value;

        public short getValue() {
            return value;
        }

        public void setValue(short value) {
            this.value = value;
        }
    }
}
